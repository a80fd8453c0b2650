import type { GraphQLContext } from '../core/graphql/context';
import { done, failed, type ActionAnswer } from '../core/records/results';
import { verifyPassword } from './passwords';
import {
  findUserByEmail,
  findUserById,
  insertLoginToken,
  permissionsOf,
  revokeLoginToken,
} from './repository';
import { withinLoginLimits } from './throttle';
import { LOGIN_TOKEN_DAYS, hashToken, newToken } from './tokens';
import { userView } from './user-view';

export type LoginAnswer = { success: boolean; message: string; token: string | null };

/**
 * Signs in with e-mail and password. Wrong address, wrong password and a suspended account get the
 * same answer, so the answer does not reveal which accounts exist.
 */
export async function login(
  ctx: GraphQLContext,
  email: string,
  password: string,
): Promise<LoginAnswer> {
  const refusal = { success: false, message: ctx.t('Auth.error_login_failed'), token: null };
  // Only failed attempts count; attempts under way wait rather than pass the limit together.
  const userId = await withinLoginLimits(ctx, email, async () => {
    if (email.length > 320 || password.length > 1000)
      return { outcome: 'failed', answer: null } as const;
    const user = await findUserByEmail(ctx.db, email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !passwordOk || user.status !== 'active')
      return { outcome: 'failed', answer: null } as const;
    return { outcome: 'succeeded', answer: user.id } as const;
  });
  if (userId === 'refused')
    return { success: false, message: ctx.t('Auth.error_too_many_attempts'), token: null };
  if (userId === null) return refusal;
  const token = newToken();
  const expiresAt = new Date(Date.now() + LOGIN_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await insertLoginToken(ctx.db, userId, hashToken(token), expiresAt);
  ctx.log.info({ userId, requestId: ctx.requestId }, 'login');
  return { success: true, message: ctx.t('Auth.logged_in'), token };
}

/** Revokes the token of this request; without one there is nothing to end, which is fine too. */
export async function logout(ctx: GraphQLContext): Promise<ActionAnswer> {
  if (!ctx.user) return failed(ctx, 'Auth.error_unauthenticated');
  await revokeLoginToken(ctx.db, ctx.user.tokenId);
  return done(ctx, 'Auth.logged_out');
}

/** The signed-in user as the API shows it (spec §3 User). */
export async function currentUser(ctx: GraphQLContext) {
  if (!ctx.user) return null;
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) return null;
  return userView(user, (await permissionsOf(ctx.db, [user.id])).get(user.id) ?? []);
}
