import { describe, expect, it } from 'vitest';
import { wasmTierFlags } from './wasm-tiers.mjs';

describe('the WebAssembly tiering of npm start and the API bench', () => {
  it.each([
    ['unset: baseline code, compiled on first call', {}, '--liftoff-only --wasm-lazy-compilation'],
    ['PGLITE_WASM_TIERING=1: V8 default', { PGLITE_WASM_TIERING: '1' }, null],
    ['any other value: baseline', { PGLITE_WASM_TIERING: 'yes' }, '--liftoff-only --wasm-lazy-compilation'],
  ])('%s', (_what, env, flags) => {
    expect(wasmTierFlags(env)).toBe(flags);
  });
});
