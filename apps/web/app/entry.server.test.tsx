import { PassThrough } from 'node:stream';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IN_PLACE } from './entry.server';

/** A page of `before` bytes, then a section (2 kB) inside a boundary whose content is already there. */
function render(options: object, before: number) {
  return new Promise<string>((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => {
      html += chunk.toString();
    });
    out.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <main>
        <p>{'x'.repeat(before)}</p>
        <Suspense fallback={<div>skeleton</div>}>
          <section>related items {'y'.repeat(2_000)}</section>
        </Suspense>
      </main>,
      { ...options, onAllReady: () => pipe(out), onShellError: reject },
    );
  });
}

describe('the page stream', () => {
  it('sends a section that is already rendered in place, however far down the page', async () => {
    const html = await render(IN_PLACE, 20_000);
    expect(html).toContain(`<section>related items <!-- -->${'y'.repeat(2_000)}</section>`);
    expect(html).not.toContain('skeleton');
    expect(html).not.toContain('<template');
  });

  it('(React by default moves it behind its skeleton past 12,800 bytes)', async () => {
    const html = await render({}, 20_000);
    expect(html).toContain('skeleton');
    expect(html).toContain('<template');
  });
});
