import { RESET_LINK_MINUTES, translate } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { createUser } from '../test/factories';
import { linkIn } from '../test/smtp-capture';
import { MAILED_APP_URL } from '../test/test-server';
import { createEmailToken } from './email-tokens';
import { ensureAdmin } from './ensure-admin';
import { findUserByEmail } from './repository';
import { server, smtp, useMailingServer } from '../test/suite';

const APP_URL = MAILED_APP_URL;

useMailingServer();

const REQUEST_RESET =
  'mutation ($email: String!) { requestPasswordReset(email: $email) { success } }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { success message } }';
const UPDATE_ME = 'mutation ($input: UpdateMeInput!) { updateMe(input: $input) { success } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success } }';

/** Asks for a reset link for the address and answers the token of the mail that brings it. */
async function mailedResetToken(email: string): Promise<string> {
  const index = smtp.countTo(email);
  await (await server.client()).data(REQUEST_RESET, { email });
  return linkIn(await smtp.mailTo(email, index), `${APP_URL}/auth/reset/`)
    .split('/')
    .pop()!;
}

async function reset(client: ApiClient, token: string, password: string) {
  return (await client.data(RESET, { token, password })).resetPassword;
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  return (await (await server.client()).data(LOGIN, { email, password })).login.success;
}

const LINK_USED = { success: false, message: translate('Auth.error_link_used', 'en') };

describe('a password change ends every outstanding reset link', () => {
  it('once one reset link has set the password, an older one no longer does', async () => {
    const user = await createUser(server.database.db, 'guest');
    const older = await mailedResetToken(user.email);
    const newer = await mailedResetToken(user.email);
    const client = await server.client();

    expect((await reset(client, newer, 'the-chosen-password')).success).toBe(true);
    expect(await reset(client, older, 'an-attackers-password')).toEqual(LINK_USED);
    expect(await canLogIn(user.email, 'an-attackers-password')).toBe(false);
    expect(await canLogIn(user.email, 'the-chosen-password')).toBe(true);
  });

  it('of two reset links used at the same moment exactly one sets the password', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createUser(server.database.db, 'guest');
      const first = await mailedResetToken(user.email);
      const second = await mailedResetToken(user.email);
      const [a, b] = await Promise.all([
        reset(await server.client(), first, 'password-of-link-one'),
        reset(await server.client(), second, 'password-of-link-two'),
      ]);
      expect([a.success, b.success].sort()).toEqual([false, true]);
      expect(a.success ? b : a).toEqual(LINK_USED);
      const winner = a.success ? 'password-of-link-one' : 'password-of-link-two';
      expect(await canLogIn(user.email, winner)).toBe(true);
    }
  });

  it('a reset link mailed before a password change in the profile no longer works', async () => {
    const user = await createUser(server.database.db, 'guest');
    const token = await mailedResetToken(user.email);
    const client = await server.client();
    await client.login(user.email, user.password);
    expect(
      (
        await client.data(UPDATE_ME, {
          input: { password: 'changed-in-profile', current_password: user.password },
        })
      ).updateMe.success,
    ).toBe(true);

    expect(await reset(await server.client(), token, 'an-attackers-password')).toEqual(LINK_USED);
    expect(await canLogIn(user.email, 'changed-in-profile')).toBe(true);
  });

  it('a profile change without a new password leaves the reset link valid', async () => {
    const user = await createUser(server.database.db, 'guest');
    const token = await mailedResetToken(user.email);
    const client = await server.client();
    await client.login(user.email, user.password);
    expect((await client.data(UPDATE_ME, { input: { name: 'Renamed' } })).updateMe.success).toBe(
      true,
    );
    expect((await reset(client, token, 'the-chosen-password')).success).toBe(true);
  });

  it('ADMIN_PASSWORD set at start ends the reset links of that account', async () => {
    const email = `boss-${Date.now()}@partitura.test`;
    await ensureAdmin(server.database.db, email, 'first-admin-password');
    const token = await mailedResetToken(email);
    // A reset link made directly, too: every outstanding one ends, not just the mailed one.
    const admin = (await findUserByEmail(server.database.db, email))!;
    const direct = await createEmailToken(
      server.database.db,
      admin.id,
      'reset',
      RESET_LINK_MINUTES * 60 * 1000,
    );
    await ensureAdmin(server.database.db, email, 'second-admin-password');

    const client = await server.client();
    expect(await reset(client, token, 'an-attackers-password')).toEqual(LINK_USED);
    expect(await reset(client, direct, 'an-attackers-password')).toEqual(LINK_USED);
    expect(await canLogIn(email, 'second-admin-password')).toBe(true);
  });

  it('a restart with the same ADMIN_PASSWORD keeps the reset links of that account', async () => {
    const email = `same-${Date.now()}@partitura.test`;
    await ensureAdmin(server.database.db, email, 'same-admin-password');
    const token = await mailedResetToken(email);
    await ensureAdmin(server.database.db, email, 'same-admin-password');
    const client = await server.client();
    const answer = await reset(client, token, 'a-new-admin-password');
    expect(answer).not.toEqual(LINK_USED);
    expect(await canLogIn(email, 'a-new-admin-password')).toBe(true);
  });
});

describe('a reset link says what became of it before a password is asked for', () => {
  const CHECK =
    'query ($token: String!) { passwordResetLink(token: $token) { success message key } }';
  const check = async (token: string) =>
    (await (await server.client()).data(CHECK, { token })).passwordResetLink;

  it('valid, then used, without being spent by the check', async () => {
    const user = await createUser(server.database.db, 'guest');
    const token = await mailedResetToken(user.email);
    expect((await check(token)).success).toBe(true);
    // Asking twice changes nothing: the link still sets the password.
    expect((await check(token)).key).toBe('Auth.reset_link_valid');
    expect((await reset(await server.client(), token, 'chosen-after-check')).success).toBe(true);
    expect(await check(token)).toEqual({ ...LINK_USED, key: 'Auth.error_link_used' });
  });

  it('expired, and a link that was never mailed', async () => {
    const user = await createUser(server.database.db, 'guest');
    const expired = await createEmailToken(server.database.db, user.id, 'reset', -1000);
    expect((await check(expired)).key).toBe('Auth.error_link_expired');
    expect((await check('not-a-token')).key).toBe('Auth.error_link_invalid');
    expect((await check('x'.repeat(300))).key).toBe('Auth.error_link_invalid');
  });
});
