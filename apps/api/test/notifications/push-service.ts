import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: the P-256 key pair and auth secret only the browser holds. */
export type BrowserKeys = { ecdh: ECDH; authSecret: Buffer; p256dh: string; auth: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/**
 * Decrypts a Web Push message as the browser does (RFC 8291 with RFC 8188 aes128gcm): the header
 * carries salt, record size and the server's one-time public key; the key and nonce come from ECDH
 * with the browser's private key and the auth secret. Throws if anything does not match.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([info('WebPush: info'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): `vapid t=<ES256 JWT for this origin>, k=<server public key>`. */
export async function verifyVapid(headers: IncomingHttpHeaders, origin: string, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [, token = '', k] = match;
  if (k !== publicKey) throw new Error('VAPID k is not the server key');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: origin });
  return payload;
}

export type PushRequest = { device: string; headers: IncomingHttpHeaders; body: Buffer; status: number };

/**
 * A push service on a loopback port, as a browser vendor runs one: each device is a path
 * (`/push/<device>`); it records every request and answers 201, or the statuses queued for a device.
 */
export async function startPushService() {
  const requests: PushRequest[] = [];
  const queued = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '').replace(/^\/push\//, '');
      const status = queued.get(device)?.shift() ?? 201;
      requests.push({ device, headers: req.headers, body: Buffer.concat(chunks), status });
      // No keep-alive: a later test's service may get this port, and must not inherit a stale socket.
      res.writeHead(status, { connection: 'close' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    endpoint: (device: string) => `${origin}/push/${device}`,
    /** The next answers for a device, in order (then 201 again). */
    answer(device: string, ...statuses: number[]) {
      queued.set(device, [...(queued.get(device) ?? []), ...statuses]);
    },
    /** The accepted (2xx) requests to a device. */
    delivered: (device: string) => requests.filter((r) => r.device === device && r.status < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A device: its keys and the subscription JSON its browser would send to save-device-token. */
export function device(service: PushService, name: string) {
  const keys = browserKeys();
  return {
    name,
    keys,
    subscription: {
      endpoint: service.endpoint(name),
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  };
}
