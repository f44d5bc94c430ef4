// How `npm start` runs the server (package.json's `start` script): the environment it sets before
// `node`, and node's own flags. Read by the tools that start "the server as `npm start` runs it"
// (bench:memory, npm run cluster), so the command has one home.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A start script's `NAME=value` words before `node`, and node's `--flags` (those before the script).
 * @param {string} script
 * @returns {{ env: Record<string, string>, flags: string[] }}
 */
export function startCommand(script) {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`The start script does not run node: ${script}`);
  const env = {};
  for (const word of words.slice(0, node)) {
    const at = word.indexOf('=');
    if (at > 0) env[word.slice(0, at)] = word.slice(at + 1);
  }
  const flags = [];
  for (const word of words.slice(node + 1)) {
    if (!word.startsWith('--')) break; // the script: what follows is its own arguments
    flags.push(word);
  }
  return { env, flags };
}

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** `npm start` itself. */
export const npmStart = startCommand(packageJson.scripts.start);

const root = fileURLToPath(new URL('..', import.meta.url));
const startScript = fileURLToPath(new URL('./start.mjs', import.meta.url));

/**
 * Starts the server as `npm start` does, from the repository's root: node's flags, then `npm start`'s
 * environment over `base` (the environment it starts from), then the caller's own settings.
 * @param {NodeJS.ProcessEnv} base
 * @param {Record<string, string>} own
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function spawnNpmStart(base, own, options = {}) {
  return spawn(process.execPath, [...npmStart.flags, startScript], {
    cwd: root,
    ...options,
    env: { ...base, ...npmStart.env, ...own },
  });
}
