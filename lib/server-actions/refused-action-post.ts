import 'server-only';
import type { NextResponse } from 'next/server';
import { crossOriginRefusal, malformedActionRefusal, refusalResponse } from './request-guard';

/**
 * The proxy's check of a server action post (isActionPost): the refusal to answer, or null to go on to
 * Next.js. Cross-origin first, so a foreign page learns nothing about the body's shape.
 */
export async function refusedActionPost(request: Request): Promise<NextResponse | null> {
  const refusal = crossOriginRefusal(request) ?? (await malformedActionRefusal(request.clone()));
  return refusal ? refusalResponse(refusal) : null;
}
