import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/**
 * @axe-core/playwright is typed against the root playwright-core, @playwright/test against
 * its own copy of the same version: the same Page, two declarations.
 */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** The page's serious and critical axe violations (WCAG 2.1 A and AA, best practices). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}
