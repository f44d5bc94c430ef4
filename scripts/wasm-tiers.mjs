// PGlite's PostgreSQL is WebAssembly. V8 compiles all of it with its baseline compiler (Liftoff) at
// start, then recompiles the hot functions with TurboFan in background threads, whose compile memory
// and second copy of the code stay resident. `npm start` has each function compiled on its first call
// and kept as baseline code: idle RSS ~190 instead of 225–250 MiB (decision 208). PGLITE_WASM_TIERING=1
// restores V8's default. Nothing else in the process is WebAssembly.

import v8 from 'node:v8';

/** The V8 flags for PGlite's WebAssembly under `env`, or null to keep V8's default tiering. */
export function wasmTierFlags(env) {
  return env.PGLITE_WASM_TIERING === '1' ? null : '--liftoff-only --wasm-lazy-compilation';
}

/** Sets those flags in this process; call before PGlite compiles its WebAssembly. */
export function useWasmTiers(env) {
  const flags = wasmTierFlags(env);
  if (flags) v8.setFlagsFromString(flags);
}
