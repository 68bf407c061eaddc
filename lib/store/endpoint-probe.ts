import { fetchWithin } from '../shared/fetch-within';

/** Whether an HTTP endpoint answers at all, and if not, what is wrong in words safe to show (no URL, no token). */
export type EndpointProbe = { answers: true } | { answers: false; problem: string };

/**
 * Sends one request and calls any answer below 500 one: the endpoint is there (whether
 * this storefront's credentials are good is another matter, which the calls themselves
 * report). `what` names it in the problem ("its GraphQL endpoint").
 */
export async function endpointAnswers(
  what: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<EndpointProbe> {
  try {
    const response = await fetchWithin(url, init, timeoutMs);
    await response.body?.cancel();
    return response.status < 500
      ? { answers: true }
      : { answers: false, problem: `${what} answered HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      answers: false,
      problem: timedOut
        ? `${what} did not answer within ${timeoutMs / 1000} s`
        : `${what} cannot be reached`,
    };
  }
}

/** The smallest GraphQL request there is, as a probe of a GraphQL endpoint. */
export const GRAPHQL_PROBE: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ __typename }' }),
};
