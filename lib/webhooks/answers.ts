/** The JSON answers of the storefront's callback routes: never cached, never echoing a secret. */
export const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * An answer given before the request's body was read (refused up front, or too large).
 * The callers first drain the body up to a bound (lib/shared/bounded-body.ts), so that a
 * sender still sending reads this answer; the connection is closed after it all the same:
 * what is left past that bound would otherwise sit unread on a keep-alive connection, and
 * the sender's next request on it would hang.
 */
export const answerEarly = (status: number, body: Record<string, unknown>) => {
  const response = json(status, body);
  response.headers.set('connection', 'close');
  return response;
};

/**
 * The answer of a callback route while the storefront is not configured: a 503 naming no
 * setting or value (the server log says what is missing), so the sender tries again.
 */
export const notConfigured = (purpose: string, tryAgain: string) =>
  answerEarly(503, {
    error: `The storefront is not configured ${purpose} yet; its server log says what to set. ${tryAgain}`,
  });

/** Why something of our own failed (the shared cache, say), for the log. */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
