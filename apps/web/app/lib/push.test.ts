import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  needsRefresh,
  PUSH_REFRESH_MS,
  PUSH_STORAGE_KEY,
  pushSupport,
  readPushState,
  savedForOf,
  writePushState,
} from './push';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('needsRefresh (spec §9: refreshed when older than 7 days; decision 502: the last saver owns it)', () => {
  it.each([
    ['never saved', null, '7', 7, true],
    ['saved just now for this customer', NOW, '7', 7, false],
    ['saved 6 days ago', NOW - 6 * DAY, '7', 7, false],
    ['saved exactly 7 days ago', NOW - PUSH_REFRESH_MS, '7', 7, false],
    ['saved 7 days and a second ago', NOW - PUSH_REFRESH_MS - 1000, '7', 7, true],
    ['saved 8 days ago', NOW - 8 * DAY, '7', 7, true],
    ['saved for another customer', NOW, '8', 7, true],
    ['saved as a guest, now signed in', NOW, 'guest', 7, true],
    ['saved for a customer, now a guest (after sign-out)', NOW, '7', null, true],
    ['saved as a guest, still a guest', NOW - DAY, 'guest', null, false],
    ['saved with nobody recorded', NOW, undefined, 7, true],
    ['saved in the future (clock changed)', NOW + 2 * DAY, '7', 7, true],
    ['a time that is not a number', Number.NaN, '7', 7, true],
  ])('%s → %s', (_, savedAt, savedFor, customerId, expected) => {
    expect(needsRefresh(savedAt, NOW, savedFor, customerId)).toBe(expected);
  });
});

describe('the saved state in localStorage', () => {
  const storage = (raw: string | null) => ({
    getItem: (key: string) => (key === PUSH_STORAGE_KEY ? raw : null),
  });
  it.each([
    ['nothing saved', null, null],
    ['a save', '{"savedAt":5,"savedFor":"7"}', { savedAt: 5, savedFor: '7' }],
    ['broken JSON', '{"savedAt":', null],
    ['a time as text', '{"savedAt":"5","savedFor":"7"}', null],
    ['no owner', '{"savedAt":5}', null],
  ])('%s', (_, raw, expected) => {
    expect(readPushState(storage(raw))).toEqual(expected);
  });

  it('writes what it reads back, and survives a storage that refuses', () => {
    const map = new Map<string, string>();
    writePushState({ setItem: (k, v) => map.set(k, v) }, { savedAt: NOW, savedFor: savedForOf(3) });
    expect(readPushState({ getItem: (k) => map.get(k) ?? null })).toEqual({ savedAt: NOW, savedFor: '3' });
    expect(() =>
      writePushState(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        { savedAt: NOW, savedFor: 'guest' },
      ),
    ).not.toThrow();
    expect(savedForOf(null)).toBe('guest');
  });
});

describe('pushSupport (spec §8: skipped silently when unsupported)', () => {
  const notification = (permission: NotificationPermission) => ({ permission });
  it.each([
    [
      'no service workers',
      { navigator: {}, PushManager: {}, Notification: notification('default') },
      'unsupported',
    ],
    [
      'no Push API',
      { navigator: { serviceWorker: {} }, Notification: notification('default') },
      'unsupported',
    ],
    ['no Notification', { navigator: { serviceWorker: {} }, PushManager: {} }, 'unsupported'],
    [
      'not asked yet',
      { navigator: { serviceWorker: {} }, PushManager: {}, Notification: notification('default') },
      'default',
    ],
    [
      'granted',
      { navigator: { serviceWorker: {} }, PushManager: {}, Notification: notification('granted') },
      'granted',
    ],
    [
      'blocked',
      { navigator: { serviceWorker: {} }, PushManager: {}, Notification: notification('denied') },
      'denied',
    ],
  ])('%s → %s', (_, win, expected) => {
    expect(pushSupport(win)).toBe(expected);
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding into bytes', () => {
    const bytes = new Uint8Array([0xfb, 0xef, 0xbe, 0xff, 0xff, 4, 1]);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).toMatch(/-.*_|_.*-/);
    expect([...applicationServerKey(text)]).toEqual([...bytes]);
  });

  it('takes a 65-byte P-256 public key', () => {
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    expect(applicationServerKey(key.toString('base64url'))).toHaveLength(65);
  });
});
