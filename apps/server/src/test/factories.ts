import { randomBytes } from 'node:crypto';
import { PERMISSION } from '@partitura/domain';
import { hashPassword } from '../auth/passwords';
import { grantPermissions, insertUser } from '../auth/repository';
import type { Db } from '../core/db';
import type { ApiClient } from './api-client';
import type { TestServer } from './test-server';

export type Role = 'admin' | 'contributor' | 'guest' | 'none';

/** A verified, active account with the permission of the role; unique address per call. */
export async function createUser(
  db: Db,
  role: Role = 'contributor',
  overrides: { status?: 'active' | 'suspended' } = {},
) {
  const email = `user-${randomBytes(4).toString('hex')}@partitura.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const id = await insertUser(db, {
    name: `Test ${role}`,
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
    status: overrides.status ?? 'active',
  });
  if (role !== 'none') await grantPermissions(db, id, [PERMISSION[role]]);
  return { id, email, password };
}

/** A client signed in (through the real login mutation) as a new user of the role. */
export async function signedIn(server: TestServer, role: Role = 'contributor'): Promise<ApiClient> {
  const user = await createUser(server.database.db, role);
  const client = await server.client();
  await client.login(user.email, user.password);
  return client;
}
