// axe-core in the page under test: the library's own source injected as a script tag, run over the whole
// document, and only what blocks people reported (impact serious or critical).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | undefined;

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/** The serious and critical violations axe-core finds in the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern:
  // the page is checked with its real policy in force (an injected <script> tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html.slice(0, 200),
        failureSummary: n.failureSummary,
      })),
    }));
}

/** One line per rule: impact, rule, how many elements, the first few of them, for a message a person can act on. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((v) => {
      const shown = v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 120)}`);
      const more = v.nodes.length > 3 ? [`    … and ${v.nodes.length - 3} more`] : [];
      return [`  ${v.impact} ${v.id}: ${v.help} (${v.nodes.length} elements)`, ...shown, ...more].join('\n');
    })
    .join('\n');
