// The load-shedding row of `npm run bench` (bench/all.ts, --only overload): bench/overload.ts's
// runOverload (another helper's file, issue 16 item 4), which starts a server of its own (shedding on;
// on PostgreSQL this market's database, on PGlite a fresh demo folder). Imported by a computed path so
// a missing file or export is a note in the results, not a type error or a failed run.
import type { Figures } from './summary-table.ts';

/** The part of overload.ts's OverloadResult the table shows. */
type OverloadShape = {
  modes: {
    mode: string;
    recovery_s: number | null;
    overload: {
      admitted_rps: number;
      shed_pct: number;
      admitted: { p50: number; p99: number };
      errors: number;
      timeouts: number;
      server: { rss_mib: number };
    };
  }[];
};

/**
 * Runs the overload benchmark once with shedding on, `seconds` of twice the sustained load. The row
 * holds when some load was shed and the server was back to normal within 30 s of the load stopping.
 */
export async function overloadRow(
  databaseUrl: string | undefined,
  seconds: number,
): Promise<{ figures: Figures | null; details: unknown }> {
  const file = './overload.ts';
  const mod = (await import(file).catch(() => null)) as { runOverload?: unknown } | null;
  if (typeof mod?.runOverload !== 'function') {
    const details = 'bench/overload.ts does not export runOverload: not run';
    console.log(`  overload: ${details}`);
    return { figures: null, details };
  }
  const run = mod.runOverload as (o: Record<string, unknown>) => Promise<OverloadShape>;
  const out = await run({
    databaseUrl,
    modes: ['on'],
    seconds,
    log: (line: string) => console.log(`  overload: ${line}`),
  });
  const on = out.modes.find((m) => m.mode === 'on');
  if (!on) return { figures: null, details: out };
  const o = on.overload;
  return {
    details: out,
    figures: {
      rps: o.admitted_rps,
      p50: Math.round(o.admitted.p50),
      p99: Math.round(o.admitted.p99),
      errors: o.errors,
      timeouts: o.timeouts,
      rss_mib: o.server.rss_mib,
      holds: o.shed_pct > 0 && on.recovery_s !== null && on.recovery_s <= 30,
    },
  };
}
