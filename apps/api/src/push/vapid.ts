import { createECDH } from 'node:crypto';
import path from 'node:path';
import webpush from 'web-push';
import { readOrCreate } from '../platform/read-or-create';

/** The application server's key pair (base64url, as browsers take `applicationServerKey`) and contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type KeyPair = { publicKey: string; privateKey: string };

/** Throws unless `publicKey` is the public half of `privateKey` (a mismatched pair signs tokens no push service accepts). */
function checkPair(pair: KeyPair, source: string): KeyPair {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(pair.privateKey, 'base64url'));
  if (ecdh.getPublicKey().toString('base64url') !== pair.publicKey) {
    throw new Error(`${source}: the VAPID public key is not the public half of the private key`);
  }
  return pair;
}

function parsePair(text: string, file: string): KeyPair {
  const stored = JSON.parse(text) as Partial<KeyPair>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file}: expected {"publicKey","privateKey"}`);
  }
  return checkPair({ publicKey: stored.publicKey, privateKey: stored.privateKey }, file);
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; else a pair generated once into
 * `${dataDir}/vapid.json` (mode 0600) and read back on every later start, so subscriptions made
 * against the public key keep working across restarts.
 */
export async function resolveVapidKeys(
  dataDir: string,
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT: string;
  },
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    }
    const pair = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
    return { ...checkPair(pair, 'VAPID_PRIVATE_KEY'), subject };
  }
  const file = path.join(dataDir, 'vapid.json');
  // Every process on one data folder reads the same pair, whichever of them wrote it.
  const stored = await readOrCreate(file, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  return { ...parsePair(stored, file), subject };
}
