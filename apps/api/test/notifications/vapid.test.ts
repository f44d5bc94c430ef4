import { createECDH } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { resolveVapidKeys } from '../../src/push/vapid';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bazaar-vapid-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const subject = 'mailto:ops@bazaar.pk';
function pair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json (mode 0600) and read back on every later start', async () => {
    const first = await resolveVapidKeys(dir, { VAPID_SUBJECT: subject });
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first.subject).toBe(subject);
    const file = path.join(dir, 'vapid.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await resolveVapidKeys(dir, { VAPID_SUBJECT: subject });
    expect(again).toEqual(first);
    // Two starts at once agree on one pair.
    const other = await mkdtemp(path.join(tmpdir(), 'bazaar-vapid-'));
    try {
      const [x, y] = await Promise.all([
        resolveVapidKeys(other, { VAPID_SUBJECT: subject }),
        resolveVapidKeys(other, { VAPID_SUBJECT: subject }),
      ]);
      expect(x).toEqual(y);
      expect(JSON.parse(await readFile(path.join(other, 'vapid.json'), 'utf8')).publicKey).toBe(x.publicKey);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (nothing written)', async () => {
    const keys = pair();
    const env = loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(env.VAPID_SUBJECT).toBe('mailto:no-reply@bazaar.pk');
    expect(await resolveVapidKeys(dir, env)).toEqual({ ...keys, subject: 'mailto:no-reply@bazaar.pk' });
    await expect(stat(path.join(dir, 'vapid.json'))).rejects.toThrow();
  });

  it('refuse half a pair, a mismatched pair, a malformed key or subject', async () => {
    const keys = pair();
    await expect(
      resolveVapidKeys(dir, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_SUBJECT: subject }),
    ).rejects.toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    await expect(
      resolveVapidKeys(dir, {
        VAPID_PUBLIC_KEY: pair().publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: subject,
      }),
    ).rejects.toThrow(/not the public half/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://bazaar.pk' })).toThrow(/VAPID_SUBJECT/);
    await writeFile(
      path.join(dir, 'vapid.json'),
      JSON.stringify({ publicKey: pair().publicKey, privateKey: keys.privateKey }),
    );
    await expect(resolveVapidKeys(dir, { VAPID_SUBJECT: subject })).rejects.toThrow(/not the public half/);
  });
});
