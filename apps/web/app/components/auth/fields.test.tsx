import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './fields';

describe('Field', () => {
  it.each([
    { type: 'email', dir: 'ltr' },
    { type: 'tel', dir: 'ltr' },
    { type: 'url', dir: 'ltr' },
    { type: 'text', dir: null },
    { type: 'search', dir: null },
  ])('a $type input is written left to right on any page: $dir', ({ type, dir }) => {
    const html = renderToString(<Field name="x" label="X" type={type} />);
    expect(/ dir="([a-z]+)"/.exec(html)?.[1] ?? null).toBe(dir);
  });
});
