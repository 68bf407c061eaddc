import lighthouse from 'lighthouse';

/** One page's Lighthouse audit: its scores (0 to 100) by category, its layout shift, and what cost points. */
export interface PageAudit {
  scores: Record<string, number>;
  /** Cumulative layout shift of the load (a fresh profile: a first visit). */
  layoutShift: number;
  /** `<category>: <audit> (<value>)` for each weighted audit that did not pass. */
  lostPoints: string[];
}

/**
 * Audits `url` with Lighthouse (its default: a mid-range phone on slow 4G, simulated) in the
 * Chromium listening on `port`, for `categories`. Lighthouse starts each audit with empty
 * storage, so the page is what a first visit gets (the cookie consent banner included).
 */
export async function auditPage(
  url: string,
  port: number,
  categories: readonly string[],
): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // The layout shift belongs to the performance category: asked for by name, it is measured
    // whatever the categories (Lighthouse runs the union of both lists).
    onlyAudits: ['cumulative-layout-shift'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories: found, audits } = result.lhr;
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((found[category]?.score ?? 0) * 100)]),
    ),
    layoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lostPoints: categories.flatMap((category) =>
      (found[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) =>
            `${category}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
        ),
    ),
  };
}
