import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor, VIEWPORT_MAX_AGE, viewportCookie, viewportFromCookie } from './viewport';

describe('breakpointFor', () => {
  it.each([
    [200, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [424, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
    [0, 'desktop'],
    [Number.NaN, 'desktop'],
    [Number.POSITIVE_INFINITY, 'desktop'],
  ])('%d px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it('knows every spec breakpoint at its own width', () => {
    for (const [name, width] of Object.entries(BREAKPOINTS)) expect(breakpointFor(width)).toBe(name);
  });

  it('is self-contained, so its source can run inline in the page', () => {
    const inline = new Function(`return (${breakpointFor.toString()})(375)`);
    expect(inline()).toBe('mobileMedium');
  });
});

describe('the viewport cookie', () => {
  it('lives 365 days on every path, strict same-site and secure', () => {
    expect(VIEWPORT_MAX_AGE).toBe(31536000);
    expect(viewportCookie('tablet')).toBe(
      'viewport=tablet; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('is read back by the server, with desktop for anything else', () => {
    expect(viewportFromCookie('a=1; viewport=mobileMedium; b=2')).toBe('mobileMedium');
    expect(viewportFromCookie('viewport=huge')).toBe('desktop');
    expect(viewportFromCookie(undefined)).toBe('desktop');
  });
});
