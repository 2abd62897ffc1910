// axe-core (npm, the engine behind Lighthouse's accessibility audit) in the browser tests:
// inject it into a page, run the WCAG 2.x A/AA rules plus the best practices, and report
// the serious and critical violations. Not a test file itself.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets axe runs: every WCAG 2.0-2.2 A/AA rule and the best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Impacts that fail a test. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and returns its serious and critical
 * violations as readable lines ("rule (impact): target: summary"), empty when clean.
 */
export async function axeViolations(page) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  // Evaluated, not added as an inline <script>, which the app's Content-Security-Policy blocks.
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  // Animations and transitions would catch colours half-way (a die fading in).
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
    }
  });
  const result = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  const lines = [];
  for (const v of result.violations) {
    if (!FAILING.has(v.impact)) continue;
    for (const node of v.nodes) {
      const why = (node.any[0] || node.all[0] || node.none[0])?.message || v.help;
      lines.push(`${v.id} (${v.impact}): ${node.target.join(' ')}: ${why}`);
    }
  }
  return lines;
}

/**
 * Collects violations of several screens: `check(where)` runs axe on the page and keeps
 * what it finds under `where`; `report()` is every finding, one line each.
 */
export function axeLedger(page) {
  const found = [];
  return {
    async check(where) {
      for (const line of await axeViolations(page)) found.push(`${where}: ${line}`);
    },
    report() {
      return found;
    },
  };
}
