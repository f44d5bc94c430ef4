import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentSecret } from '../../src/payments/config';
import { readOrCreate } from '../../src/platform/read-or-create';
import { resolveVapidKeys } from '../../src/push/vapid';

// Several processes started at once on one data folder (decision 211; the two-process tests) must
// read one whole file: an empty read was a crash (VAPID) or an empty signing secret (payments).

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bazaar-once-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const AT_ONCE = 64;

describe('a file created once, read by everyone', () => {
  it('many callers at once all get the same whole text, the file’s, and leave no temporary file', async () => {
    const file = path.join(dir, 'nested', 'secret');
    const texts = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => readOrCreate(file, () => `${'x'.repeat(50_000)}-${i}\n`)),
    );
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toMatch(/^x{50000}-\d+\n$/);
    expect(await readFile(file, 'utf8')).toBe(texts[0]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(file))).toEqual(['secret']);
  });

  it('a reader never sees the file half written', async () => {
    const whole = `${'k'.repeat(16 * 1024 * 1024)}\n`;
    const seen = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const file = path.join(dir, `big-${round}`);
      let created = false;
      const creating = readOrCreate(file, () => whole).finally(() => {
        created = true;
      });
      while (!created) {
        const text = await readFile(file, 'utf8').catch(() => null);
        if (text !== null) seen.add(text.length);
      }
      expect(await creating).toBe(whole);
    }
    expect([...seen].filter((n) => n !== whole.length)).toEqual([]);
  });

  it('an existing file is read as it is and never made again', async () => {
    const file = path.join(dir, 'kept');
    await writeFile(file, 'already here\n');
    expect(await readOrCreate(file, () => 'new')).toBe('already here\n');
  });

  it('VAPID keys and the payment secret: every caller at once agrees on one whole value', async () => {
    const subject = 'mailto:ops@bazaar.pk';
    const pairs = await Promise.all(
      Array.from({ length: AT_ONCE }, () => resolveVapidKeys(dir, { VAPID_SUBJECT: subject })),
    );
    expect(new Set(pairs.map((p) => `${p.publicKey}/${p.privateKey}`)).size).toBe(1);
    const secrets = await Promise.all(Array.from({ length: AT_ONCE }, () => paymentSecret(dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an empty payment secret file is refused, not used to sign', async () => {
    await writeFile(path.join(dir, 'payment-secret'), '\n');
    await expect(paymentSecret(dir)).rejects.toThrow(/payment-secret is empty/);
  });
});
