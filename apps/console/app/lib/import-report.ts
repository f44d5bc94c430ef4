import type { ErrorEnvelope } from '@bazaar/contract';

/** One problem of an imported file, where a spreadsheet shows it: row 1 is the header. */
export type ImportProblem = { row: number; column: string; message: string };

/**
 * The import's refusal (decision 409: all or nothing, 403) as the page shows it: the summary ("Nothing
 * was imported: 3 rows have errors") above a table of each problem under `row.<row>.<column>`. Anything
 * else the envelope carries joins the summary.
 */
export function importRefusal(envelope: ErrorEnvelope): { summary: string; problems: ImportProblem[] } {
  const summary: string[] = [];
  const problems: ImportProblem[] = [];
  for (const { code, message } of envelope.errors) {
    const at = /^row\.(\d+)\.(.+)$/.exec(code);
    if (at) problems.push({ row: Number(at[1]), column: at[2] ?? '', message });
    else summary.push(message);
  }
  return { summary: summary.join(' '), problems };
}
