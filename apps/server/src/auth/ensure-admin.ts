import { PERMISSION } from '@partitura/domain';
import type { Db } from '../core/database/db';
import { hashPassword, verifyPassword } from './passwords';
import {
  changePassword,
  findUserByEmail,
  grantPermissions,
  insertUser,
  updateUser,
} from './repository';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: makes sure this account exists, is active and verified, holds the
 * admin permission and signs in with this password — so an installation can always be entered.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    const id = existing
      ? existing.id
      : await insertUser(tx, {
          name: 'Administrator',
          email,
          passwordHash,
          emailVerifiedAt: new Date(),
          status: 'active',
        });
    if (existing) {
      await updateUser(tx, id, {
        status: 'active',
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      // Only a different password is a change: a restart with the same one keeps the account's
      // reset links (a change spends them).
      if (!(await verifyPassword(existing.passwordHash, password)))
        await changePassword(tx, id, passwordHash);
    }
    await grantPermissions(tx, id, [PERMISSION.admin]);
  });
}
