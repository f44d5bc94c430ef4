import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/mail/mailer';
import { bearer, info, login, PASSWORD, registerCustomer } from '../support/accounts';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

describe('security headers, OpenAPI, and logs without secrets', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({
      logger: { level: 'trace', stream },
      mailer: smtpMailer(smtp.url, 'Bazaar <a@b.test>'),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('every answer carries HSTS, nosniff, a CSP with frame-ancestors, and a Referrer-Policy', async () => {
    for (const url of ['/api/v1/config', '/api/v1/no-such-call', '/api/v1/customer/info', '/healthz']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    const docs = await t.app.inject({ url: '/api/v1/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('personal answers are never cached; public ones may be', async () => {
    const { token } = await registerCustomer(t);
    expect((await info(t, token)).headers['cache-control']).toBe('no-store');
    expect((await login(t, 'x@example.pk', 'wrong-one')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/v1/config' })).headers['cache-control']).not.toBe('no-store');
  });

  it('the OpenAPI document lists the account calls, with bearer security on customer calls', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const calls = [
      ['post', '/api/v1/auth/sign-up'],
      ['post', '/api/v1/auth/login'],
      ['post', '/api/v1/auth/google-login'],
      ['post', '/api/v1/auth/forgot-password'],
      ['post', '/api/v1/auth/verify-token'],
      ['post', '/api/v1/auth/reset-password'],
      ['post', '/api/v1/auth/send-verification-link'],
      ['post', '/api/v1/auth/verify-email'],
      ['post', '/api/v1/auth/logout'],
      ['get', '/api/v1/customer/info'],
      ['post', '/api/v1/customer/update-profile'],
      ['post', '/api/v1/customer/change-password'],
      ['delete', '/api/v1/customer/remove-account'],
    ];
    for (const [method, path] of calls)
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/v1/customer/info'].get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/v1/customer/update-profile'].post.requestBody.content)).toContain(
      'multipart/form-data',
    );
    expect(doc.paths['/api/v1/customer/remove-account'].delete.responses).toHaveProperty('203');
    expect(doc.paths['/api/v1/auth/login'].post.responses).toHaveProperty('401');
  });

  it('no password, token or reset code appears in any log line', async () => {
    const c = await registerCustomer(t);
    const session = (await login(t, c.email, PASSWORD)).json().token as string;
    await login(t, c.email, 'Wrong-Password-Typed');
    await info(t, session);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: c.email },
    });
    const flow = forgot.json().token as string;
    const code = /reset page: ([A-Z2-9]{8})/.exec((await smtp.nextMailTo(c.email)).text)![1]!;
    const newPassword = 'Kulfi-Falooda-Summer-8';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        email: c.email,
        token: flow,
        reset_token: code,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.inject({
      url: `/api/v1/customer/info?token=${reset.json().token}`,
      headers: bearer(reset.json().token),
    });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(session) });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/v1/auth/reset-password');
    for (const secret of [
      PASSWORD,
      'Wrong-Password-Typed',
      newPassword,
      c.token,
      session,
      flow,
      code,
      reset.json().token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
