/** Timestamp formats the real service uses, one function per format. */

/** `2018-01-04T04:15:50.000Z`: sites, routes and most v3 resources. */
export const isoMillis = (ms: number): string => new Date(ms).toISOString();

/** `2021-05-07T14:54:51Z`: channels. */
export const isoSeconds = (ms: number): string =>
  new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Unix seconds: webhooks, token expiry. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);

/** `Tue, 05 Mar 2019 21:57:14 +0000`: the v2 orders and customers interfaces. */
export const rfc2822 = (ms: number): string => new Date(ms).toUTCString().replace('GMT', '+0000');
