import { describe, expect, it } from 'vitest';

// Read as text by Vite at test time, so this test needs no I/O module either.
const sources = import.meta.glob<string>('./**/*.ts', { query: '?raw', import: 'default', eager: true });

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const allowedPackages = new Set(['zod', 'vitest', 'fast-check']);

describe('packages/domain does no I/O', () => {
  it('reads its own sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
  });

  it('imports only its own files, zod, and (in tests) vitest and fast-check', () => {
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? '';
        const testOnly = specifier === 'vitest' || specifier === 'fast-check';
        if (specifier.startsWith('.')) continue;
        if (!allowedPackages.has(specifier) || (testOnly && !file.endsWith('.test.ts'))) {
          offenders.push(`${file} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('uses no ambient I/O either (fetch, process, storage, timers, randomness, clock)', () => {
    const ambient =
      /\b(fetch|XMLHttpRequest|process\.|localStorage|sessionStorage|document\.|window\.|setTimeout|setInterval|Math\.random|Date\.now|new Date\(\))/;
    const offenders = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
      .filter(([, text]) => ambient.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
