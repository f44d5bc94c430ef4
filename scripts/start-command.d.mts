// Types of start-command.mjs for the TypeScript that imports it (bench/).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export type StartCommand = { env: Record<string, string>; flags: string[] };
export function startCommand(script: string): StartCommand;
export const npmStart: StartCommand;
export function spawnNpmStart(
  base: NodeJS.ProcessEnv,
  own: Record<string, string>,
  options?: SpawnOptions,
): ChildProcess;
