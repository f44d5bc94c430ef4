// Vite's import.meta.glob, used by the no-I/O test to read this package's sources without importing fs.
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options: { query: string; import: string; eager: true },
  ): Record<string, T>;
}
