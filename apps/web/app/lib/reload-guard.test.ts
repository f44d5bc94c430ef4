import { describe, expect, it } from 'vitest';
import { isPageScriptFailure, RELOAD_GUARD_MS, shouldReload } from './reload-guard';

describe('shouldReload', () => {
  const now = 1_800_000_000_000;
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['garbage', true],
    [now - 60_000, true],
    [now - RELOAD_GUARD_MS, true],
    [now - RELOAD_GUARD_MS + 1, false],
    [now - 1, false],
    [now, false],
    [String(now - 3_000), false],
    [String(now - 30_000), true],
    [now + 60_000, true],
  ])('last reload %s → %s', (last, expected) => {
    expect(shouldReload(last, now)).toBe(expected);
  });

  it('is self-contained, so its source can run inline in the page', () => {
    const inline = new Function(`return (${shouldReload.toString()})(null, 5)`);
    expect(inline()).toBe(true);
  });
});

describe('isPageScriptFailure', () => {
  const origin = 'https://bazaar.pk';
  it('counts this origin’s scripts and module preloads', () => {
    expect(isPageScriptFailure({ tagName: 'SCRIPT', src: `${origin}/assets/a.js` }, origin)).toBe(true);
    expect(
      isPageScriptFailure({ tagName: 'LINK', rel: 'modulepreload', href: `${origin}/assets/b.js` }, origin),
    ).toBe(true);
    expect(isPageScriptFailure({ tagName: 'SCRIPT', src: '', type: 'module' }, origin)).toBe(true);
  });

  it('leaves out other elements, stylesheets, inline scripts and other origins', () => {
    expect(isPageScriptFailure({ tagName: 'IMG', src: `${origin}/x.webp` }, origin)).toBe(false);
    expect(isPageScriptFailure({ tagName: 'LINK', rel: 'stylesheet', href: `${origin}/a.css` }, origin)).toBe(
      false,
    );
    expect(isPageScriptFailure({ tagName: 'SCRIPT', src: '' }, origin)).toBe(false);
    expect(isPageScriptFailure({ tagName: 'SCRIPT', src: 'https://tags.example/gtm.js' }, origin)).toBe(
      false,
    );
    expect(isPageScriptFailure(null, origin)).toBe(false);
  });
});
