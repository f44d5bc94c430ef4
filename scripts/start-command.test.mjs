import { describe, expect, it } from 'vitest';
import { npmStart, startCommand } from './start-command.mjs';

describe('how npm start runs the server', () => {
  it.each([
    ['node scripts/start.mjs', {}, []],
    ['node --max-semi-space-size=4 scripts/start.mjs', {}, ['--max-semi-space-size=4']],
    [
      'MALLOC_ARENA_MAX=2 node --max-semi-space-size=4 scripts/start.mjs',
      { MALLOC_ARENA_MAX: '2' },
      ['--max-semi-space-size=4'],
    ],
    ['A=1 B=x=y  node  --a --b scripts/start.mjs --the-scripts-own', { A: '1', B: 'x=y' }, ['--a', '--b']],
  ])('%s', (script, env, flags) => {
    expect(startCommand(script)).toEqual({ env, flags });
  });

  it('refuses a script that does not run node', () => {
    expect(() => startCommand('tsx scripts/start.mjs')).toThrow(/does not run node/);
  });

  // Decision 208: two malloc arenas instead of one per thread held 15–17 MiB less at idle.
  it('caps glibc’s malloc arenas and V8’s young generation', () => {
    expect(npmStart).toEqual({ env: { MALLOC_ARENA_MAX: '2' }, flags: ['--max-semi-space-size=16'] });
  });
});
