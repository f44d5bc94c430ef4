// Types of wasm-tiers.mjs for the TypeScript that imports it (bench/).
export function wasmTierFlags(env: Record<string, string | undefined>): string | null;
export function useWasmTiers(env: Record<string, string | undefined>): void;
