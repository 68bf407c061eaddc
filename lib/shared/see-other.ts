/**
 * A 303 redirect to a path on this site. The Location stays relative, so the browser keeps
 * the host it used (and with it the session cookie), whatever PUBLIC_URL says.
 */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
