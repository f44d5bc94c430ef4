import { describe, expect, it } from 'vitest';
import {
  GUEST_CART_KEY,
  guestItemCount,
  parseGuestCart,
  parseGuestLines,
  readGuestCart,
  writeGuestCart,
} from './guest-cart';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('guest cart in local storage', () => {
  it('keeps what is written and forgets it when emptied', () => {
    const storage = memoryStorage();
    const lines = [
      { item_id: 4, quantity: 2, variant: 'Red' },
      { item_id: 5, quantity: 1 },
    ];
    writeGuestCart(lines, storage);
    expect(readGuestCart(storage)).toEqual(lines);
    expect(guestItemCount(readGuestCart(storage))).toBe(3);
    writeGuestCart([], storage);
    expect(storage.data.has(GUEST_CART_KEY)).toBe(false);
    expect(readGuestCart(storage)).toEqual([]);
  });

  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['not the stored shape', '[1,2]', 0],
    ['a line without an item', '{"lines":[{"quantity":1}]}', 0],
    [
      'a quantity of 0 or a fraction',
      '{"lines":[{"item_id":1,"quantity":0},{"item_id":2,"quantity":1.5}]}',
      0,
    ],
    ['one good line among bad ones', '{"lines":[{"item_id":1,"quantity":2},null,"x"]}', 1],
  ])('survives %s', (_, raw, kept) => {
    expect(parseGuestCart(raw)).toHaveLength(kept);
  });

  it('keeps at most 100 lines', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ item_id: i + 1, quantity: 1 }));
    expect(parseGuestCart(JSON.stringify({ lines }))).toHaveLength(100);
  });
});

describe('parseGuestLines', () => {
  it('reads the JSON a form sent, keeping well-formed lines only', () => {
    expect(parseGuestLines('[{"item_id":3,"quantity":2},{"item_id":-1,"quantity":1}]')).toEqual([
      { item_id: 3, quantity: 2 },
    ]);
    expect(parseGuestLines('not json')).toEqual([]);
  });
});
