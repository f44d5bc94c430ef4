import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read a code or link from a mail. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on a loopback port: what the API's nodemailer transport talks to in tests. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of waiters.filter((w) => mail.to.includes(w.to))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to this address (one already received and not yet taken counts). */
    nextMailTo(address: string): Promise<ReceivedMail> {
      const to = address.toLowerCase();
      const index = mails.findIndex((m) => m.to.includes(to));
      if (index >= 0) return Promise.resolve(mails.splice(index, 1)[0]!);
      return new Promise((resolve) =>
        waiters.push({
          to,
          resolve: (m) => {
            mails.splice(mails.indexOf(m), 1);
            resolve(m);
          },
        }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
