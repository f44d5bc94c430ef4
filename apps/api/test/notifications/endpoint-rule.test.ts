import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, isP256PublicKey } from '../../src/push/endpoints';

describe('which push endpoints the server delivers to', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://FCM.googleapis.com:443/fcm/send/abc',
    ])
      expect(checkPushEndpoint(url), url).toBe('ok');
  });

  it('refuses anything else, loopback included unless the test option allows it', () => {
    expect(checkPushEndpoint('http://fcm.googleapis.com/x')).toBe('not_https');
    expect(checkPushEndpoint('javascript:alert(1)')).toBe('not_https');
    expect(checkPushEndpoint('')).toBe('not_https');
    for (const url of [
      'https://example.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://googleapis.com/x',
      'https://xfcm.googleapis.com.attacker.test/x',
      'https://fcm.googleapis.com:444/x',
      'https://a:b@fcm.googleapis.com/x',
    ])
      expect(checkPushEndpoint(url), url).toBe('not_push_service');
    expect(checkPushEndpoint('http://127.0.0.1:8080/push/a')).toBe('not_https');
    expect(checkPushEndpoint('http://127.0.0.1:8080/push/a', { allowLoopback: true })).toBe('ok');
    expect(checkPushEndpoint('http://localhost:8080/push/a', { allowLoopback: true })).toBe('not_https');
    expect(checkPushEndpoint('http://10.0.0.1/push/a', { allowLoopback: true })).toBe('not_https');
  });

  it('takes only real P-256 points as a browser’s p256dh key', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    expect(isP256PublicKey(ecdh.getPublicKey().toString('base64url'))).toBe(true);
    expect(isP256PublicKey(ecdh.getPublicKey(null, 'compressed').toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'))).toBe(
      false,
    );
    expect(isP256PublicKey('')).toBe(false);
  });
});
