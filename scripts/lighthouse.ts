/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow
 * 4G network, simulated) of the home page, a product page and a category page of a
 * production build against a local store service, in Debian's Chromium (as the e2e tests
 * use; `npm run test:e2e` installs it when missing). Prints the four category scores per
 * page and its cumulative layout shift (a first visit: the cookie consent banner shows), and
 * writes bench-results/lighthouse.json. Targets: performance >= 95, accessibility, best
 * practices and SEO 100, layout shift 0. `--strict` exits 1 when one is missed.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { pagePath, routePath } from '../lib/shared/routes';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser';
import { startLocalStack } from './lib/local-stack';
import { auditPage } from './lib/lighthouse-audit';
import { type Check, printTable, writeJson } from './bench/report';

const { values } = parseArgs({ options: { strict: { type: 'boolean' } } });

const PAGES = [
  { name: 'home', path: routePath('home') },
  { name: 'product', path: routePath('product', { slug: 'stoneware-coffee-mug' }) },
  { name: 'category', path: pagePath('category', { slug: 'kitchen' }) },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

console.log(
  'Starting a local store service and a production build of the storefront (this takes a minute)...',
);
const stack = await startLocalStack({
  distDir: '.next-bench',
  quiet: true,
  log: (line) => console.log(`  ${line}`),
});
// Headless, and without the background traffic a closed network refuses (tests/e2e/browser.ts).
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  const scores: Record<string, Record<string, number>> = {};
  const failing: Record<string, string[]> = {};
  const layoutShift: Record<string, number> = {};
  for (const page of PAGES) {
    const url = `${stack.publicUrl}${page.path}`;
    await (await fetch(url)).text(); // the page's first visit renders it; Lighthouse measures a cached page
    console.log(`Auditing ${url}...`);
    const audit = await auditPage(url, chrome.port, CATEGORIES);
    scores[page.name] = audit.scores;
    // A fresh profile: the page as a first visit shows it (the cookie consent banner too).
    layoutShift[page.name] = audit.layoutShift;
    // What cost points, so a miss says where to look.
    failing[page.name] = audit.lostPoints;
  }

  printTable(
    'Lighthouse, mobile (same build, same run)',
    ['page', ...CATEGORIES, 'CLS'],
    PAGES.map((page) => [
      page.path,
      ...CATEGORIES.map((category) => String(scores[page.name]![category])),
      String(layoutShift[page.name]),
    ]),
  );
  for (const page of PAGES)
    if (failing[page.name]!.length)
      console.log(`\n${page.path} lost points on:\n  ${failing[page.name]!.join('\n  ')}`);
  const checks: Check[] = PAGES.flatMap((page) => [
    ...CATEGORIES.map((category) => {
      const score = scores[page.name]![category]!;
      return {
        name: `${page.name} ${category}`,
        value: String(score),
        target: `>= ${TARGETS[category]}`,
        met: score >= TARGETS[category],
      };
    }),
    {
      name: `${page.name} cumulative layout shift`,
      value: String(layoutShift[page.name]),
      target: '0',
      met: layoutShift[page.name] === 0,
    },
  ]);
  const missed = checks.filter((check) => !check.met);
  console.log(
    missed.length
      ? `\nMissed: ${missed.map((check) => `${check.name} ${check.value}`).join(', ')}`
      : '\nEvery target met.',
  );
  const file = writeJson({ date: new Date().toISOString(), scores, failing, checks }, 'lighthouse');
  console.log(`Results written to ${file}`);
  if (values.strict && missed.length) process.exitCode = 1;
} finally {
  chrome.kill();
  await stack.stop();
}
