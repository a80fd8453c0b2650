import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { createUser, signedIn } from '../test/factories';
import type { ApiClient } from '../test/api-client';
import { linkIn, startSmtpCapture } from '../test/smtp-capture';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, APP_URL: 'http://127.0.0.1:9' });
  admin = await signedIn(server, 'admin');
  adminId = (await admin.data('{ me { id } }')).me.id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const USERS =
  'query ($search: String, $first: Int, $page: Int) { users(search: $search, first: $first, page: $page) { data { id name email status created_at email_verified_at permissions { id } } paginatorInfo { total currentPage lastPage } } }';
const ACT = (name: string) => `mutation ($id: ID!) { ${name}(id: $id) { success message } }`;
const PERMISSIONS =
  'mutation ($id: ID!, $permissions: [ID!]!) { setUserPermissions(id: $id, permissions: $permissions) { success message } }';
const ME = '{ me { id } }';

describe('the users list', () => {
  it('finds accounts by name or e-mail and pages through them', async () => {
    const user = await createUser(server.database.db, 'guest');
    const { users } = await admin.data(USERS, { search: user.email.toUpperCase() });
    expect(users.data).toEqual([
      expect.objectContaining({
        id: String(user.id),
        email: user.email,
        status: 'active',
        permissions: [{ id: '3' }],
      }),
    ]);
    expect(users.paginatorInfo).toEqual({ total: 1, currentPage: 1, lastPage: 1 });

    for (let i = 0; i < 3; i++) await createUser(server.database.db, 'guest');
    const page = (await admin.data(USERS, { first: 2, page: 2 })).users;
    expect(page.data).toHaveLength(2);
    expect(page.paginatorInfo.currentPage).toBe(2);
    expect(page.paginatorInfo.lastPage).toBe(Math.ceil(page.paginatorInfo.total / 2));
  });
});

describe('suspension and activation', () => {
  it('suspending a user ends their open session at their very next request; activation lets them in again', async () => {
    const user = await createUser(server.database.db, 'contributor');
    const session = await server.client();
    await session.login(user.email, user.password);
    expect((await session.data(ME)).me.id).toBe(String(user.id));

    expect((await admin.data(ACT('suspendUser'), { id: String(user.id) })).suspendUser).toEqual({
      success: true,
      message: translate('User.suspended', 'en'),
    });
    expect(await session.data(ME)).toEqual({ me: null });
    const again = await server.client();
    const refused = await again.gql(
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { success } }',
      { e: user.email, p: user.password },
    );
    expect(refused.data?.login.success).toBe(false);

    expect(
      (await admin.data(ACT('activateUser'), { id: String(user.id) })).activateUser.success,
    ).toBe(true);
    await again.login(user.email, user.password);
    expect((await again.data(ME)).me.id).toBe(String(user.id));
  });

  it('an administrator cannot suspend themself', async () => {
    const { suspendUser } = await admin.data(ACT('suspendUser'), { id: adminId });
    expect(suspendUser).toEqual({
      success: false,
      message: translate('User.error_self_suspend', 'en'),
    });
    expect((await admin.data(ME)).me.id).toBe(adminId);
  });
});

describe('permissions', () => {
  it('grants and withdraws permissions', async () => {
    const user = await createUser(server.database.db, 'guest');
    expect(
      (await admin.data(PERMISSIONS, { id: String(user.id), permissions: ['2'] }))
        .setUserPermissions.success,
    ).toBe(true);
    const { users } = await admin.data(USERS, { search: user.email });
    expect(users.data[0].permissions).toEqual([{ id: '2' }]);
  });

  it('an administrator cannot remove their own administrator permission', async () => {
    const { setUserPermissions } = await admin.data(PERMISSIONS, {
      id: adminId,
      permissions: ['2'],
    });
    expect(setUserPermissions).toEqual({
      success: false,
      message: translate('User.error_self_demote', 'en'),
    });
  });

  it('the last active administrator stays one', async () => {
    // A second administrator demotes the first; then nobody may demote the second (themself) —
    // and if the first were demoted while the second is suspended, nobody would remain.
    const other = await createUser(server.database.db, 'admin');
    await admin.data(ACT('suspendUser'), { id: String(other.id) });
    const onlyActive = await admin.data(PERMISSIONS, { id: adminId, permissions: ['1', '2'] });
    expect(onlyActive.setUserPermissions.success).toBe(true);
    const { countActiveAdmins } = await import('../auth/repository');
    expect(await countActiveAdmins(server.database.db)).toBeGreaterThanOrEqual(1);
  });

  it('refuses unknown permission ids', async () => {
    const user = await createUser(server.database.db, 'guest');
    const { setUserPermissions } = await admin.data(PERMISSIONS, {
      id: String(user.id),
      permissions: ['7'],
    });
    expect(setUserPermissions).toEqual({
      success: false,
      message: translate('User.error_permission_unknown', 'en'),
    });
  });
});

describe('links sent by an administrator', () => {
  it('sends a password reset link to the user', async () => {
    const user = await createUser(server.database.db, 'guest');
    expect(
      (await admin.data(ACT('sendPasswordResetLink'), { id: String(user.id) }))
        .sendPasswordResetLink.success,
    ).toBe(true);
    expect(linkIn(await smtp.mailTo(user.email), 'http://127.0.0.1:9/auth/reset/')).toMatch(
      /reset\/[\w-]{40,}$/,
    );
  });

  it('resends verification only to an unverified account', async () => {
    const verified = await createUser(server.database.db, 'guest');
    expect(
      (await admin.data(ACT('resendVerification'), { id: String(verified.id) })).resendVerification,
    ).toEqual({
      success: false,
      message: translate('Auth.already_verified', 'en'),
    });
  });
});
