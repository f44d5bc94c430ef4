import { describe, expect, it } from 'vitest';
import { isStoredId, MAX_STORED_ID, storedIdIn } from './ids';

describe('stored ids', () => {
  it.each([
    [1, true],
    [MAX_STORED_ID, true],
    [MAX_STORED_ID + 1, false],
    [0, false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
    ['7', false],
    [null, false],
  ])('isStoredId(%s) is %s', (value, expected) => {
    expect(isStoredId(value)).toBe(expected);
  });

  it.each([
    ['42', 42],
    ['007', null],
    ['2147483647', MAX_STORED_ID],
    ['2147483648', null],
    ['99999999999', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    [' 5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('storedIdIn(%j) is %s', (text, expected) => {
    expect(storedIdIn(text)).toBe(expected);
  });
});
