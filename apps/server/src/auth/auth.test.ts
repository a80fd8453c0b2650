import { translate } from '@partitura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { ensureAdmin } from './ensure-admin';
import { updateUser } from './repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ME =
  '{ me { id name email locale email_verified_at created_at status permissions { id name } } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success message token } }';
const LOGOUT = 'mutation { logout { success message } }';

describe('login', () => {
  it('signs in with the right password and answers a token that identifies the user', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const client = await server.client();
    const { login } = await client.data(LOGIN, { email: user.email, password: user.password });
    expect(login).toMatchObject({ success: true, token: expect.stringMatching(/^[\w-]{40,}$/) });
    client.token = login.token;
    const { me } = await client.data(ME);
    expect(me).toMatchObject({
      id: String(user.id),
      email: user.email,
      status: 'active',
      permissions: [{ id: '2', name: 'contributor' }],
    });
    expect(new Date(me.created_at).getTime()).toBeGreaterThan(0);
  });

  it('accepts the address in any case', async () => {
    const user = await createUser(server.database.db, 'guest');
    const client = await server.client();
    const { login } = await client.data(LOGIN, {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(login.success).toBe(true);
  });

  it('gives one message for a wrong password, an unknown address and a suspended account', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const suspended = await createUser(server.database.db, 'contributor', { status: 'suspended' });
    const client = await server.client();
    const wrongPassword = (
      await client.data(LOGIN, { email: user.email, password: 'not-the-password' })
    ).login;
    const unknown = (
      await client.data(LOGIN, { email: 'nobody@partitura.test', password: user.password })
    ).login;
    const blocked = (
      await client.data(LOGIN, { email: suspended.email, password: suspended.password })
    ).login;
    expect(wrongPassword).toEqual({ success: false, message: expect.any(String), token: null });
    expect(unknown).toEqual(wrongPassword);
    expect(blocked).toEqual(wrongPassword);
  });

  it('answers in German when the locale header says de', async () => {
    const client = await server.client();
    const en = (await client.data(LOGIN, { email: 'x@y.z', password: 'nope' })).login.message;
    const de = (await client.data(LOGIN, { email: 'x@y.z', password: 'nope' }, { locale: 'de' }))
      .login.message;
    expect(en).toBe(translate('Auth.error_login_failed', 'en'));
    expect(de).toBe(translate('Auth.error_login_failed', 'de'));
  });
});

describe('tokens', () => {
  it('a visitor without a token is nobody', async () => {
    const client = await server.client();
    expect(await client.data(ME)).toEqual({ me: null });
  });

  it('an unknown or malformed token makes a visitor, not an error', async () => {
    const client = await server.client();
    expect(await client.data(ME, {}, { token: 'made-up' })).toEqual({ me: null });
    expect(await client.data(ME, {}, { token: 'x'.repeat(5000) })).toEqual({ me: null });
  });

  it('logout revokes the token: the next request with it is a visitor', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const client = await server.client();
    await client.login(user.email, user.password);
    expect((await client.data(ME)).me.id).toBe(String(user.id));
    expect((await client.data(LOGOUT)).logout.success).toBe(true);
    expect(await client.data(ME)).toEqual({ me: null });
  });

  it('logout ends only its own session', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const first = await server.client();
    const second = await server.client();
    await first.login(user.email, user.password);
    await second.login(user.email, user.password);
    await first.data(LOGOUT);
    expect((await second.data(ME)).me.id).toBe(String(user.id));
  });

  it('a suspended account is refused with its next request', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const client = await server.client();
    await client.login(user.email, user.password);
    await updateUser(server.database.db, user.id, { status: 'suspended' });
    expect(await client.data(ME)).toEqual({ me: null });
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const client = await server.client();
    const token = await client.login(user.email, user.password);
    const { loginTokens } = await import('../db/schema/index');
    const rows = await server.database.db.select().from(loginTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create an active, verified administrator who can sign in', async () => {
    await ensureAdmin(server.database.db, 'boss@partitura.test', 'a-long-admin-password');
    const client = await server.client();
    await client.login('boss@partitura.test', 'a-long-admin-password');
    const { me } = await client.data(ME);
    expect(me.permissions.map((p: { id: string }) => p.id)).toContain('1');
    expect(me.email_verified_at).not.toBeNull();
  });

  it('reactivate a suspended administrator and reset the password on the next start', async () => {
    await ensureAdmin(server.database.db, 'again@partitura.test', 'first-password-1');
    const client = await server.client();
    await client.login('again@partitura.test', 'first-password-1');
    const { me } = await client.data(ME);
    await updateUser(server.database.db, Number(me.id), { status: 'suspended' });
    await ensureAdmin(server.database.db, 'again@partitura.test', 'second-password-2');
    const next = await server.client();
    await next.login('again@partitura.test', 'second-password-2');
    expect((await next.data(ME)).me.status).toBe('active');
  });
});
