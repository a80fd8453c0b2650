import { translate } from '@partitura/domain';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { linkIn } from '../test/smtp-capture';
import { MAILED_APP_URL } from '../test/test-server';
import type * as Passwords from './passwords';
import { findUserByEmail } from './repository';
import { server, smtp, useMailingServer } from '../test/suite';

// Counts the server's password hashes (the server runs in this process): the structural proof
// that registration costs the same whether or not the address has an account. The server's
// test files share their modules (isolate: false, apps/server/vitest.config.ts): this one has
// them evaluated anew, so that the server it starts hashes through the mock.
const hashes = vi.hoisted(() => {
  vi.resetModules();
  return { count: 0 };
});
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count++;
      return original.hashPassword(password);
    },
  };
});

const APP_URL = MAILED_APP_URL;

useMailingServer();

const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { success message key id errors { field key } } }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { success } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success } }';

let counter = 0;
const newAddress = () => `newcomer-${Date.now()}-${++counter}@partitura.test`;

async function register(email: string, password = 'someone-elses-password') {
  const client = await server.client();
  return (await client.data(REGISTER, { input: { name: 'Someone', email, password } })).register;
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  return (await (await server.client()).data(LOGIN, { email, password })).login.success;
}

describe('registering with an address that has an account', () => {
  it('answers exactly as for a new address, creates no account, and mails the owner a reset link that works', async () => {
    const owner = await createUser(server.database.db, 'guest');
    const fresh = newAddress();
    const forNew = await register(fresh);
    const forTaken = await register(owner.email.toUpperCase());

    expect(forNew).toEqual({
      success: true,
      message: translate('Auth.registered', 'en'),
      key: 'Auth.registered',
      id: null,
      errors: [],
    });
    expect(forTaken).toEqual(forNew);

    // No second account, and the owner's password is unchanged.
    expect((await findUserByEmail(server.database.db, owner.email))?.id).toBe(owner.id);
    expect(await canLogIn(owner.email, 'someone-elses-password')).toBe(false);
    expect(await canLogIn(owner.email, owner.password)).toBe(true);

    // The new address is asked to confirm; the owner learns of the attempt, with a reset link.
    linkIn(await smtp.mailTo(fresh), `${APP_URL}/auth/verify/`);
    const mail = await smtp.mailTo(owner.email);
    expect(mail.subject).toContain('You already have an account');
    const token = linkIn(mail, `${APP_URL}/auth/reset/`).split('/').pop()!;
    const client = await server.client();
    expect(
      (await client.data(RESET, { token, password: 'chosen-by-owner' })).resetPassword,
    ).toEqual({ success: true });
    expect(await canLogIn(owner.email, 'chosen-by-owner')).toBe(true);
  });

  it('hashes the password as for a new address', async () => {
    const owner = await createUser(server.database.db, 'guest');
    const before = hashes.count;
    await register(owner.email);
    expect(hashes.count - before).toBe(1);
    await register(newAddress());
    expect(hashes.count - before).toBe(2);
  });

  it('takes about as long as for a new address (medians of five, interleaved)', async () => {
    const owner = await createUser(server.database.db, 'guest');
    const timed = async (email: string) => {
      const client = await server.client();
      const start = performance.now();
      await client.data(REGISTER, { input: { name: 'X', email, password: 'a-long-password' } });
      return performance.now() - start;
    };
    const forNew: number[] = [];
    const forTaken: number[] = [];
    for (let i = 0; i < 5; i++) {
      forNew.push(await timed(newAddress()));
      forTaken.push(await timed(owner.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2];
    // Generous: without the hash the taken address answered in about a sixth of the time.
    // Within a factor of three either way: neither answer is tellingly faster (the audit saw
    // 5.8 ms against 38.5 ms, a factor of six).
    expect(median(forTaken)).toBeGreaterThan(median(forNew) / 3);
    expect(median(forTaken)).toBeLessThan(median(forNew) * 3);
  });
});
