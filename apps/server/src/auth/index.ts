// The auth feature's public surface: what other features may import (ARCHITECTURE.md). It owns
// the accounts: users, permissions, login and e-mail tokens.
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { namesOf } from '../core/records/writes';
import { users } from '../db/schema/users';
import { authResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { ensureAdmin } from './ensure-admin';
export { sendResetLink } from './links';
export { hashPassword } from './passwords';
export {
  countActiveAdmins,
  findUserById,
  grantPermissions,
  insertUser,
  listAccounts,
  lockActiveAdmins,
  permissionsOf,
  replacePermissions,
  revokeAllLoginTokens,
  updateUser,
  type UserRow,
} from './repository';
export { resolveSession } from './session';
export { userView } from './user-view';

export const authFeature: FeatureParts = {
  typeDefs,
  resolvers: authResolvers,
  // An account's history is named by its holder's name.
  records: { names: { User: (tx, ids) => namesOf(tx, users, sql`${users.name}`, ids) } },
};
