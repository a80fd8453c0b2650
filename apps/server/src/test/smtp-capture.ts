import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; text: string; subject: string };

/** Decodes quoted-printable (what nodemailer uses for long lines): soft breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read the mail a person
 * would get and follow its link.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const subject = decodeHeader(
          head.match(/^Subject: (.*(?:\r?\n\s+.*)*)/m)?.[1].replace(/\r?\n\s+/g, ' ') ?? '',
        );
        const body = rest.join('\n\n');
        const text = /Content-Transfer-Encoding: base64/i.test(head)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : decodeQuotedPrintable(body);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text,
          subject,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Mail number `index` (0 = first) to this address, waiting until it arrives. */
  async function mailTo(address: string, index = 0, timeoutMs = 10_000): Promise<CapturedMail> {
    const find = () => mails.filter((mail) => mail.to.includes(address.toLowerCase()))[index];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no mail #${index} to ${address}`)), timeoutMs);
    });
    try {
      while (!find())
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), timeout]);
      return find();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo,
    countTo: (address: string) =>
      mails.filter((mail) => mail.to.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail that starts with the prefix. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link ${prefix}… in mail:\n${mail.text}`);
  return match[0];
}
