/**
 * The viewport cookie of spec §9: the browser names its width's breakpoint in `viewport` (set on
 * load and again after a resize), so the server can later pick image sizes or the bottom bar before
 * any script runs (nothing reads it on the server yet: `viewportFromCookie` is ready for that).
 */
export const VIEWPORT_COOKIE = 'viewport';

/** Spec §9 breakpoints (px), smallest first. */
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const VIEWPORT_FALLBACK: Breakpoint = 'desktop';

/** 365 days, in seconds. */
export const VIEWPORT_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The breakpoint of a width: the largest one it reaches (narrower than 320 is still `mobile`);
 * `desktop` when the width is unknown. Self-contained, as the inline page script embeds its source.
 */
export function breakpointFor(width: number): string {
  const table: [string, number][] = [
    ['desktopWide', 1600],
    ['desktopMedium', 1280],
    ['desktop', 1024],
    ['tablet', 768],
    ['mobileWide', 425],
    ['mobileMedium', 375],
    ['mobile', 320],
  ];
  if (!(typeof width === 'number' && width > 0 && Number.isFinite(width))) return 'desktop';
  for (const [name, min] of table) if (width >= min) return name;
  return 'mobile';
}

/** The `document.cookie` assignment for a breakpoint. Self-contained too (embedded in the page). */
export function viewportCookie(breakpoint: string): string {
  return `viewport=${breakpoint}; Max-Age=31536000; Path=/; SameSite=Strict; Secure`;
}

/** The breakpoint a request's Cookie header names, or the fallback (for the server, later). */
export function viewportFromCookie(cookieHeader: string | null | undefined): Breakpoint {
  const match = /(?:^|;\s*)viewport=([A-Za-z]+)/.exec(cookieHeader ?? '');
  const value = match?.[1];
  return value && value in BREAKPOINTS ? (value as Breakpoint) : VIEWPORT_FALLBACK;
}
