import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick } from './link-clicks';

const ORIGIN = 'https://bazaar.pk';
const click = (
  more: Partial<LinkClick> = {},
  link: Partial<NonNullable<LinkClick['link']>> | null = {},
): LinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  link:
    link === null
      ? null
      : { href: `${ORIGIN}/categories/products/rice`, target: '', download: false, ...link },
  ...more,
});

describe('inAppPath: which plain-link clicks stay in the app', () => {
  it.each([
    ['a plain left click', click(), '/categories/products/rice'],
    [
      'with a query and a hash',
      click({}, { href: `${ORIGIN}/search?name=chai#top` }),
      '/search?name=chai#top',
    ],
    ['target _self', click({}, { target: '_self' }), '/categories/products/rice'],
    ['not on a link', click({}, null), null],
    ['the middle button', click({ button: 1 }), null],
    ['ctrl (new tab)', click({ ctrlKey: true }), null],
    ['cmd (new tab)', click({ metaKey: true }), null],
    ['shift (new window)', click({ shiftKey: true }), null],
    ['alt (download)', click({ altKey: true }), null],
    ['already handled', click({ defaultPrevented: true }), null],
    ['target _blank', click({}, { target: '_blank' }), null],
    ['a download link', click({}, { download: true }), null],
    ['another site', click({}, { href: 'https://example.com/categories' }), null],
  ])('%s', (_, given, expected) => {
    expect(inAppPath(given, ORIGIN)).toBe(expected);
  });
});
