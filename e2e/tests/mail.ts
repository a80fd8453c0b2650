import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/**
 * The server's outbox: without SMTP_URL it writes every mail as an .eml file into
 * DATA_DIR/outbox (the data directory of the test server is E2E_DATA_DIR).
 */
const OUTBOX = join(E2E_DATA_DIR, 'outbox');

export type Mail = { file: string; to: string; text: string };

/** Quoted-printable: soft line breaks (`=` at a line end) go, `=XX` are the bytes of UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(file: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  // Folded header lines continue with whitespace.
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    head
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { file, to: header('To'), text };
}

/** Every mail to this address so far, oldest first (the file names start with the time). */
export async function mailsTo(address: string): Promise<Mail[]> {
  let files: string[];
  try {
    files = (await readdir(OUTBOX)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return []; // No mail has been sent yet.
  }
  const mails = await Promise.all(
    files.map(async (file) => parseMail(file, await readFile(join(OUTBOX, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits for mail number `count` to this address (some mails leave after the answer, so the
 * test waits for the file rather than assuming it is there) and answers it.
 */
export async function nthMailTo(address: string, count: number): Promise<Mail> {
  await expect
    .poll(async () => (await mailsTo(address)).length, {
      message: `mail number ${count} to ${address}`,
    })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address))[count - 1];
}

/** The application path of the link in a mail, e.g. `/auth/verify/7/…` or `/auth/reset/…`. */
export function linkIn(mail: Mail, kind: 'verify' | 'reset'): string {
  const match = mail.text.match(new RegExp(`https?://\\S+?(/auth/${kind}/\\S+)`));
  expect(match, `a ${kind} link in the mail to ${mail.to}`).not.toBeNull();
  return match![1];
}
