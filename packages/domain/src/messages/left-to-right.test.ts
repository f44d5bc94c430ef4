import { describe, expect, it } from 'vitest';
import { leftToRight, withoutDirectionMarks } from './left-to-right';

describe('leftToRight', () => {
  it.each([
    ['2-4', '\u20662-\u20604\u2069'],
    ['051-111-222-333', '\u2066051-\u2060111-\u2060222-\u2060333\u2069'],
    ['45', '\u206645\u2069'],
  ])('isolates %j, with a word joiner after each dash', (text, marked) => {
    expect(leftToRight(text)).toBe(marked);
    expect(withoutDirectionMarks(leftToRight(text))).toBe(text);
  });
});
