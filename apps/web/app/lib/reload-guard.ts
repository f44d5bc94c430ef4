/**
 * Spec §9: when a page script fails to load (a deploy replaced the chunks, a flaky network), the page
 * reloads itself once; a sessionStorage timestamp keeps it from reloading again within 10 seconds.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY = 'bazaar:reload-at';

/**
 * Whether to reload now, given when the last automatic reload happened (ms, or null/garbage when
 * never). Self-contained: the inline page script embeds its source.
 */
export function shouldReload(lastReloadAt: number | string | null | undefined, now: number): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || lastReloadAt === undefined || lastReloadAt === '' || !Number.isFinite(last)) {
    return true;
  }
  // A timestamp from the future (clock changed) does not block forever.
  return now - last >= 10000 || now < last;
}

/**
 * Whether an `error` event's target is one of this site's page scripts: a <script src> or a
 * <link rel="modulepreload"> of the same origin (a blocked third-party tag must not reload the page),
 * or an inline module script (its `error` means an import of it failed to load).
 */
export function isPageScriptFailure(
  target: { tagName?: string; rel?: string; src?: string; href?: string; type?: string } | null | undefined,
  origin: string,
): boolean {
  if (!target || typeof target.tagName !== 'string') return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'SCRIPT' && !target.src && target.type === 'module') return true;
  const url =
    tag === 'SCRIPT' ? target.src : tag === 'LINK' && target.rel === 'modulepreload' ? target.href : '';
  return typeof url === 'string' && url !== '' && url.indexOf(origin) === 0;
}
