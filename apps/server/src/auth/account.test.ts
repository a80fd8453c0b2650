import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { emailTokens } from '../db/schema/index';
import { createUser } from '../test/factories';
import { linkIn } from '../test/smtp-capture';
import { MAILED_APP_URL } from '../test/test-server';
import { server, smtp, useMailingServer } from '../test/suite';

const APP_URL = MAILED_APP_URL;

useMailingServer();

const REGISTER =
  'mutation ($input: RegisterInput!) { register(input: $input) { success message id errors { field key } } }';
const VERIFY =
  'mutation ($id: ID!, $hash: String!) { verifyEmail(id: $id, hash: $hash) { success message } }';
const NEW_LINK =
  'mutation ($id: ID!, $hash: String!) { requestNewVerificationLink(id: $id, hash: $hash) { success message } }';
const REQUEST_RESET =
  'mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { success message errors { field key } } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success message token } }';
const ME = '{ me { id email email_verified_at locale permissions { id } } }';
const UPDATE_ME =
  'mutation ($input: UpdateMeInput!) { updateMe(input: $input) { success message errors { field key } } }';

let counter = 0;
const address = () => `reader-${Date.now()}-${++counter}@partitura.test`;

async function registerReader(locale = 'en') {
  const email = address();
  const client = await server.client();
  const { register } = await client.data(REGISTER, {
    input: { name: 'Clara Schumann', email, password: 'ein-langes-passwort', locale },
  });
  expect(register).toMatchObject({ success: true, errors: [] });
  return { client, email, password: 'ein-langes-passwort' };
}

/** The verification link's id and hash, taken from the mail a person receives. */
function verificationParts(link: string) {
  const [, id, hash] = link.match(/\/auth\/verify\/(\d+)\/([\w-]+)$/)!;
  return { id, hash };
}

describe('registration and verification', () => {
  it('register → mail → verify → login: the account becomes a verified guest', async () => {
    const { client, email, password } = await registerReader();
    const mail = await smtp.mailTo(email);
    const link = linkIn(mail, `${APP_URL}/auth/verify/`);

    const before = await server.client();
    await before.login(email, password);
    expect((await before.data(ME)).me).toMatchObject({ email_verified_at: null, permissions: [] });

    const { verifyEmail } = await client.data(VERIFY, verificationParts(link));
    expect(verifyEmail).toEqual({ success: true, message: translate('Auth.verified', 'en') });
    const after = await server.client();
    await after.login(email, password);
    const { me } = await after.data(ME);
    expect(me.email_verified_at).not.toBeNull();
    expect(me.permissions).toEqual([{ id: '3' }]);
  });

  it('writes the mail in the language the person registered with', async () => {
    const { email } = await registerReader('de');
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Guten Tag Clara Schumann');
  });

  it('a verification link works once', async () => {
    const { client, email } = await registerReader();
    const parts = verificationParts(linkIn(await smtp.mailTo(email), `${APP_URL}/auth/verify/`));
    expect((await client.data(VERIFY, parts)).verifyEmail.success).toBe(true);
    expect((await client.data(VERIFY, parts)).verifyEmail).toEqual({
      success: false,
      message: translate('Auth.error_link_used', 'en'),
    });
  });

  it('an expired link says so, and its owner can ask for a new one that works', async () => {
    const { client, email } = await registerReader();
    const parts = verificationParts(linkIn(await smtp.mailTo(email), `${APP_URL}/auth/verify/`));
    await server.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, Number(parts.id)));
    expect((await client.data(VERIFY, parts)).verifyEmail).toEqual({
      success: false,
      message: translate('Auth.error_link_expired', 'en'),
    });

    expect((await client.data(NEW_LINK, parts)).requestNewVerificationLink.success).toBe(true);
    const fresh = verificationParts(linkIn(await smtp.mailTo(email, 1), `${APP_URL}/auth/verify/`));
    expect(fresh.hash).not.toBe(parts.hash);
    expect((await client.data(VERIFY, fresh)).verifyEmail.success).toBe(true);
  });

  it('a made-up or mismatched link is invalid', async () => {
    const { client, email } = await registerReader();
    const parts = verificationParts(linkIn(await smtp.mailTo(email), `${APP_URL}/auth/verify/`));
    const invalid = { success: false, message: translate('Auth.error_link_invalid', 'en') };
    expect((await client.data(VERIFY, { id: parts.id, hash: 'made-up' })).verifyEmail).toEqual(
      invalid,
    );
    expect((await client.data(VERIFY, { id: '999999', hash: parts.hash })).verifyEmail).toEqual(
      invalid,
    );
  });

  it('refuses a password shorter than 10 characters with a clear message in both languages', async () => {
    const client = await server.client();
    const en = (
      await client.data(REGISTER, { input: { name: 'A', email: address(), password: 'short' } })
    ).register;
    expect(en.errors).toEqual([{ field: 'password', key: 'User.error_password_too_short' }]);
    expect(translate('User.error_password_too_short', 'de')).toContain('10');
  });
});

describe('password reset', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const user = await createUser(server.database.db, 'guest');
    const client = await server.client();
    const known = await client.data(REQUEST_RESET, { email: user.email });
    const unknown = await client.data(REQUEST_RESET, { email: 'nobody-here@partitura.test' });
    expect(unknown).toEqual(known);
    expect(known.requestPasswordReset).toEqual({
      success: true,
      message: translate('Auth.reset_requested', 'en'),
    });
    await smtp.mailTo(user.email);
    expect(smtp.countTo('nobody-here@partitura.test')).toBe(0);
  });

  it('the reset link sets the new password, ends every session and works once', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const session = await server.client();
    await session.login(user.email, user.password);
    await (await server.client()).data(REQUEST_RESET, { email: user.email });
    const link = linkIn(await smtp.mailTo(user.email), `${APP_URL}/auth/reset/`);
    const token = link.split('/').pop()!;

    const client = await server.client();
    expect((await client.data(RESET, { token, password: 'short' })).resetPassword.errors).toEqual([
      { field: 'password', key: 'User.error_password_too_short' },
    ]);
    expect(
      (await client.data(RESET, { token, password: 'a-brand-new-password' })).resetPassword.success,
    ).toBe(true);
    expect(await session.data(ME)).toEqual({ me: null });
    expect(
      (await client.data(LOGIN, { email: user.email, password: user.password })).login.success,
    ).toBe(false);
    expect(
      (await client.data(LOGIN, { email: user.email, password: 'a-brand-new-password' })).login
        .success,
    ).toBe(true);
    expect(
      (await client.data(RESET, { token, password: 'yet-another-password' })).resetPassword.message,
    ).toBe(translate('Auth.error_link_used', 'en'));
  });

  it('an expired reset link says so', async () => {
    const user = await createUser(server.database.db, 'guest');
    await (await server.client()).data(REQUEST_RESET, { email: user.email });
    const token = linkIn(await smtp.mailTo(user.email), `${APP_URL}/auth/reset/`)
      .split('/')
      .pop()!;
    await server.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const { resetPassword } = await (
      await server.client()
    ).data(RESET, { token, password: 'a-brand-new-password' });
    expect(resetPassword).toMatchObject({
      success: false,
      message: translate('Auth.error_link_expired', 'en'),
    });
  });
});

describe('rate limits', () => {
  it('after 10 failed logins the address is refused, even with the right password', async () => {
    const user = await createUser(server.database.db, 'guest');
    const client = await server.client();
    for (let i = 0; i < 10; i++) {
      const { login } = await client.data(LOGIN, { email: user.email, password: `wrong-${i}` });
      expect(login.message).toBe(translate('Auth.error_login_failed', 'en'));
    }
    const { login } = await client.data(LOGIN, { email: user.email, password: user.password });
    expect(login).toEqual({
      success: false,
      message: translate('Auth.error_too_many_attempts', 'en'),
      token: null,
    });
  });
});

describe('own profile', () => {
  it('changes name and locale; a new password needs the current one and ends the other sessions', async () => {
    const user = await createUser(server.database.db, 'guest');
    const client = await server.client();
    await client.login(user.email, user.password);
    const other = await server.client();
    await other.login(user.email, user.password);

    const renamed = await client.data(UPDATE_ME, { input: { name: 'Fanny Hensel', locale: 'de' } });
    expect(renamed.updateMe.success).toBe(true);
    expect((await client.data(ME)).me.locale).toBe('de');

    const wrong = await client.data(UPDATE_ME, {
      input: { password: 'new-password-123', current_password: 'nope' },
    });
    expect(wrong.updateMe.errors).toEqual([
      { field: 'current_password', key: 'User.error_current_password_wrong' },
    ]);

    const changed = await client.data(UPDATE_ME, {
      input: { password: 'new-password-123', current_password: user.password },
    });
    expect(changed.updateMe.success).toBe(true);
    expect((await client.data(ME)).me).not.toBeNull();
    expect(await other.data(ME)).toEqual({ me: null });
  });

  it('is refused to a visitor', async () => {
    const response = await (await server.client()).gql(UPDATE_ME, { input: { name: 'X' } });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
