import { describe, expect, it } from 'vitest';
import { PLACEHOLDERS, substituteStream, tagTracking } from './page-cache';

// The page cache's pure parts; the cache itself, mounted on a storefront build, is tested in
// test/storefront/page-cache.test.ts.

describe('substituteStream', () => {
  it('replaces placeholders cut across chunks at any point, keeping multi-byte characters whole', async () => {
    const visitor = { nonce: 'N'.repeat(24), xsrf: 'T'.repeat(43) };
    const text = `<p>چاول</p><script nonce="${PLACEHOLDERS.nonce}"></script><input value="${PLACEHOLDERS.xsrf}">${PLACEHOLDERS.xsrf}`;
    const bytes = Buffer.from(text);
    const expected = text
      .replaceAll(PLACEHOLDERS.nonce, visitor.nonce)
      .replaceAll(PLACEHOLDERS.xsrf, visitor.xsrf);
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += cut) controller.enqueue(bytes.subarray(i, i + cut));
          controller.close();
        },
      });
      const raw: Buffer[] = [];
      let done = false;
      const out: Buffer[] = [];
      for await (const chunk of substituteStream(body, visitor, raw, () => {
        done = true;
      }))
        out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString('utf8')).toBe(expected);
      expect(Buffer.concat(raw).toString('utf8')).toBe(text);
      expect(done).toBe(true);
    }
  });
});

describe('tagTracking', () => {
  it('asks once for a GET a page repeats, again after a write, and tells whether every answer was shareable', async () => {
    let asked = 0;
    const api = async (url: string) => {
      asked += 1;
      const tags: Record<string, string> = url.startsWith('/plain')
        ? {}
        : { 'x-answer-tags': `item:${asked} list:all`, 'x-answer-until': String(90_000 - asked) };
      return new Response(JSON.stringify({ asked }), { status: 200, headers: tags });
    };
    const { fetch, state } = tagTracking(api);
    const [a, b] = await Promise.all([
      fetch('/items', { method: 'GET' }),
      fetch('/items', { method: 'GET' }),
    ]);
    expect([await a.json(), await b.json()]).toEqual([{ asked: 1 }, { asked: 1 }]);
    expect(state).toMatchObject({ calls: 2, injects: 1, pending: 0, shareable: true });
    expect([...state.tags].sort()).toEqual(['item:1', 'list:all']);
    await fetch('/cart', { method: 'POST', body: '{}' });
    expect(await (await fetch('/items', { method: 'GET' })).json()).toEqual({ asked: 3 });
    const plain = tagTracking(api);
    await plain.fetch('/plain', { method: 'GET' });
    expect(plain.state.shareable).toBe(false);
  });

  it('holds a page until the first of its answers stops holding; an answer that names no moment makes it personal', async () => {
    const api = async (url: string) => {
      const [, until] = url.split('/');
      const headers: Record<string, string> = { 'x-answer-tags': 'stores' };
      if (until !== 'none') headers['x-answer-until'] = until === 'always' ? 'Infinity' : (until ?? '');
      return new Response('{}', { status: 200, headers });
    };
    const { fetch, state } = tagTracking(api);
    for (const until of ['always', '5000', '3000', '9000']) await fetch(`/${until}`, { method: 'GET' });
    expect(state).toMatchObject({ shareable: true, until: 3000 });
    const always = tagTracking(api);
    await always.fetch('/always', { method: 'GET' });
    expect(always.state).toMatchObject({ shareable: true, until: Number.POSITIVE_INFINITY });
    const unnamed = tagTracking(api);
    await unnamed.fetch('/none', { method: 'GET' });
    expect(unnamed.state.shareable).toBe(false);
  });
});
