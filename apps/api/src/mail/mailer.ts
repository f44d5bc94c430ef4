import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The demo without SMTP: each mail becomes an .eml file in DATA_DIR/mail, and the log says where
 * (never what: the file holds the secret, the log must not).
 */
export function fileMailer(dir: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file }, 'mail written to a file (no SMTP_URL configured)');
    },
  };
}

/**
 * Sends in the background: the answer never waits for (or reveals) delivery, and a slow mail server
 * cannot make one answer slower than another. A failed delivery is logged without its content.
 */
export function sendInBackground(mailer: Mailer, mail: Mail, log: FastifyBaseLogger, kind: string) {
  setImmediate(() => {
    mailer.send(mail).catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      log.error({ kind, code }, 'mail could not be delivered');
    });
  });
}
