import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../runtime/config';
import type { Logger } from '../runtime/logger';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The link the mail exists for (in the text; never logged: it is as good as a password). */
  link: string;
};

export type Mailer = {
  /** Delivers the mail; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  kind: 'smtp' | 'outbox';
};

/**
 * SMTP through SMTP_URL; without it, every mail is written to DATA_DIR/outbox as an .eml file
 * (openable by any mail program), so `npm start` works with no mail server.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await composer.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The file holds the link; the log does not (a reset link is as good as a password).
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}
