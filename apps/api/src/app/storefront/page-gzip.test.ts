import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, PLACEHOLDERS, storedPage } from './page-cache';
import { gzipPage } from './page-gzip';

describe('storedPage', () => {
  const { nonce: N, xsrf: X } = PLACEHOLDERS;
  it.each([
    { page: 'no placeholder, چاول', texts: ['no placeholder, چاول'], holes: [] },
    { page: `${N}چاول${X}`, texts: ['', 'چاول', ''], holes: ['nonce', 'xsrf'] },
    { page: `a${X}${X}b${N}`, texts: ['a', '', 'b', ''], holes: ['xsrf', 'xsrf', 'nonce'] },
    { page: `<p>${N.slice(0, 10)}</p>${N}`, texts: [`<p>${N.slice(0, 10)}</p>`, ''], holes: ['nonce'] },
  ])('splits $page at its placeholders', ({ page, texts, holes }) => {
    const stored = storedPage({}, Buffer.from(page));
    expect(stored.texts.map((t) => t.toString('utf8'))).toEqual(texts);
    expect(stored.holes).toEqual(holes);
  });
});

describe('gzipPage', () => {
  const { nonce: N, xsrf: X } = PLACEHOLDERS;
  const filler = 'Saddar Bazaar چاول doodh atta '.repeat(3000);
  const visitors = [
    { nonce: `${'n'.repeat(22)}==`, xsrf: 'x'.repeat(43) },
    { nonce: `${'m'.repeat(22)}==`, xsrf: 'y'.repeat(43) },
    // Values that repeat what sits beside the holes: a reference across a hole must not pick them up.
    { nonce: `${N.slice(0, 22)}==`, xsrf: X },
    { nonce: `${'a'.repeat(22)}==`, xsrf: `${'<p>Saddar Bazaar '.repeat(3).slice(0, 43)}` },
  ];
  it.each([
    { name: 'holes between long texts', html: ['<p>', N, filler, X, '', N, `${filler}</p>`] },
    {
      name: 'holes at both ends and side by side',
      html: [N, X, N, '<p>Saddar Bazaar </p>'.repeat(50), X, N],
    },
    {
      name: 'text that repeats across each hole',
      html: ['<p>Saddar Bazaar ', N, '<p>Saddar Bazaar ', X, '<p>Saddar Bazaar '],
    },
    { name: 'no hole', html: [filler] },
  ])('$name: the page with each visitor’s values, as gzip any client decodes', ({ html }) => {
    const stored = storedPage({}, Buffer.from(html.join('')));
    for (const visitor of visitors) {
      const expected = PageCache.fill(stored, visitor).toString('utf8');
      expect(expected).toBe(html.join('').replaceAll(N, visitor.nonce).replaceAll(X, visitor.xsrf));
      const gzip = gzipPage(stored, visitor);
      expect(gunzipSync(gzip!).toString('utf8')).toBe(expected);
    }
  });

  it('compresses a page once, well; refuses values of another length', () => {
    const stored = storedPage({}, Buffer.from(['<p>', N, filler, X, `${filler}</p>`].join('')));
    const gzip = gzipPage(stored, visitors[0]!);
    expect(gzip!.length).toBeLessThan(Buffer.byteLength(filler) / 20);
    const blocks = stored.blocks;
    gzipPage(stored, visitors[1]!);
    expect(stored.blocks).toBe(blocks);
    expect(gzipPage(stored, { ...visitors[0]!, xsrf: 'x'.repeat(42) })).toBeNull();
  });

  it('keeps the blocks in memory of their own size, not a zlib output buffer apiece', () => {
    const html = Array.from(
      { length: 50 },
      (_, i) => `<link rel="modulepreload" href="/a${i}.js" nonce="${N}"/>`,
    );
    const stored = storedPage({}, Buffer.from([...html, X].join('')));
    gzipPage(stored, visitors[0]!);
    const blocks = stored.blocks ?? [];
    expect(blocks).toHaveLength(52);
    const held = [...new Set(blocks.map((b) => b.buffer))].reduce((n, b) => n + b.byteLength, 0);
    expect(held).toBe(blocks.reduce((n, b) => n + b.length, 0));
  });

  it('a text holding a NUL is compressed without the text before it (no reference can reach a gap)', () => {
    const html = [filler, N, `\0${filler}`, X, '<p>'];
    const stored = storedPage({}, Buffer.from(html.join('')));
    for (const visitor of visitors)
      expect(gunzipSync(gzipPage(stored, visitor)!).toString('utf8')).toBe(
        html.join('').replaceAll(N, visitor.nonce).replaceAll(X, visitor.xsrf),
      );
  });
});
