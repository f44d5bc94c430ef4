// Where every benchmark keeps its figures: bench/results/<name>.json, one entry per database (and
// settings), so a PGlite run does not overwrite the PostgreSQL run's figures.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const results = path.resolve(import.meta.dirname, 'results');

/** Writes `entry` under `key` in bench/results/<name>.json, keeping the other keys' entries. */
export async function saveResult(name: string, key: string, entry: Record<string, unknown>) {
  const file = path.join(results, `${name}.json`);
  await mkdir(results, { recursive: true });
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  previous[key] = { at: new Date().toISOString(), node: process.version, ...entry };
  await writeFile(file, `${JSON.stringify(previous, null, 2)}\n`);
  console.log(`Wrote bench/results/${name}.json (${key})`);
}
