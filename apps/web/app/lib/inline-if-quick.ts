/**
 * How long a page waits for its secondary sections before it streams them instead (product page:
 * reviews and related items). Read from the in-process API they are ready in a few milliseconds, and
 * a page rendered with them in place has no skeleton that jumps to the sections' height, nothing
 * revealed late, and somewhat less work (docs/performance-pages.md).
 */
export const INLINE_WITHIN_MS = 20;

type Sections = Record<string, Promise<unknown>>;

/**
 * A page's secondary sections as their values when every one has come within `ms`, so the page is
 * rendered in one pass (no skeletons, no second flush); else the promises themselves, which React
 * Router streams after the first part of the page: a slow section never holds the page back. A
 * section that failed stays a promise, for its `<Await errorElement>`.
 */
export async function inlineIfQuick<T extends Sections>(
  sections: T,
  ms = INLINE_WITHIN_MS,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  const names = Object.keys(sections) as (keyof T)[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([Promise.allSettled(names.map((name) => sections[name])), late]);
    if (outcome === 'late' || outcome.some((result) => result.status === 'rejected')) return sections;
    const values = {} as { [K in keyof T]: Awaited<T[K]> };
    names.forEach((name, i) => {
      values[name] = (outcome[i] as PromiseFulfilledResult<Awaited<T[typeof name]>>).value;
    });
    return values;
  } finally {
    clearTimeout(timer);
  }
}
