import type { NextRequest, NextResponse } from 'next/server';

/**
 * One step of proxy.ts: an answer (a redirect, a refusal, or NextResponse.next() to let the
 * page answer) that ends the chain, or null when the request is not this step's to decide.
 * proxy.ts runs them in order.
 */
export type ProxyStep = (
  request: NextRequest,
) => NextResponse | null | Promise<NextResponse | null>;
