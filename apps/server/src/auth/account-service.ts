import {
  PERMISSION,
  resolveLocale,
  validatePassword,
  validateProfile,
  validateRegistration,
  type MessageKey,
} from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import { withoutDeadline } from '../core/runtime/deadline';
import { parseId } from '../core/runtime/ids';
import {
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/records/results';
import type { RegisterInput, UpdateMeInput } from '../generated/graphql';
import { findEmailToken, useEmailToken } from './email-tokens';
import { sendRegistrationAttempt, sendResetLink, sendVerificationLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import { take } from './throttle';
import {
  changePassword,
  findUserByEmail,
  findUserById,
  grantPermissions,
  insertUserUnlessTaken,
  lockUser,
  revokeAllLoginTokens,
  updateUser,
} from './repository';

const LINK_STATE_MESSAGE: Record<'used' | 'expired', MessageKey> = {
  used: 'Auth.error_link_used',
  expired: 'Auth.error_link_expired',
};

/**
 * Registration. A new address gets an active account without permissions and a verification
 * mail; the owner of an active account with the address gets a mail saying so, with a reset link.
 * The answer does not tell which: the same success message, no id, and the same work before it
 * (the password hashed and an insert tried either way; the mail goes out after the answer).
 */
export async function register(ctx: GraphQLContext, input: RegisterInput): Promise<SaveAnswer> {
  if (!take(ctx, input.email)) return refused(ctx, 'Auth.error_too_many_attempts');
  const errors = validateRegistration(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const email = input.email!.trim();
  const id = await insertUserUnlessTaken(ctx.db, {
    name: input.name!.trim(),
    email,
    passwordHash: await hashPassword(input.password!),
    locale: input.locale ? resolveLocale(input.locale) : ctx.locale,
    status: 'active',
  });
  const user = id === null ? await findUserByEmail(ctx.db, email) : await findUserById(ctx.db, id);
  // A suspended account gets no reset link, as with requestPasswordReset.
  if (user && (id !== null || user.status === 'active')) {
    const send = id === null ? sendRegistrationAttempt : sendVerificationLink;
    withoutDeadline(() => send(ctx, user)).catch((error: unknown) =>
      ctx.log.error(
        { err: error, userId: user.id, requestId: ctx.requestId },
        'registration mail failed',
      ),
    );
  }
  return { ...done(ctx, 'Auth.registered'), id: null, errors: [] };
}

/** The token of a verification link, when the link is one of this user's (else undefined). */
async function verificationToken(ctx: GraphQLContext, rawId: string, hash: string) {
  const token = await findEmailToken(ctx.db, 'verify', hash);
  return token && token.userId === parseId(rawId) ? token : undefined;
}

/** Follows a verification link: verified address, guest permission; works once, for 24 hours. */
export async function verifyEmail(
  ctx: GraphQLContext,
  rawId: string,
  hash: string,
): Promise<ActionAnswer> {
  const token = await verificationToken(ctx, rawId, hash);
  if (!token) return failed(ctx, 'Auth.error_link_invalid');
  if (token.state !== 'valid') return failed(ctx, LINK_STATE_MESSAGE[token.state]);
  return ctx.db.transaction(async (tx) => {
    if (!(await useEmailToken(tx, token.id))) return failed(ctx, 'Auth.error_link_used');
    await updateUser(tx, token.userId, { emailVerifiedAt: new Date() });
    await grantPermissions(tx, token.userId, [PERMISSION.guest]);
    return done(ctx, 'Auth.verified');
  });
}

/** The owner of an expired (or used) verification link asks for a new one. */
export async function requestNewVerificationLink(
  ctx: GraphQLContext,
  rawId: string,
  hash: string,
): Promise<ActionAnswer> {
  const token = await verificationToken(ctx, rawId, hash);
  return token ? resendTo(ctx, token.userId) : failed(ctx, 'Auth.error_link_invalid');
}

/** The signed-in user asks for a new verification link. */
export function resendMyVerification(ctx: GraphQLContext): Promise<ActionAnswer> {
  return resendTo(ctx, ctx.user!.id);
}

/** An administrator sends a user a new verification link. */
export function resendVerification(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  return id === null ? Promise.resolve(failed(ctx, 'Record.error_not_found')) : resendTo(ctx, id);
}

async function resendTo(ctx: GraphQLContext, userId: number): Promise<ActionAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return failed(ctx, 'Record.error_not_found');
  if (user.emailVerifiedAt) return failed(ctx, 'Auth.already_verified');
  if (!take(ctx, user.email)) return failed(ctx, 'Auth.error_too_many_attempts');
  await sendVerificationLink(ctx, user);
  return done(ctx, 'Auth.verification_sent');
}

/**
 * A reset link for an address. The answer is the same whether or not an account exists, and the
 * mail goes out after the answer, so neither the text nor the timing tells.
 */
export async function requestPasswordReset(
  ctx: GraphQLContext,
  email: string,
): Promise<ActionAnswer> {
  if (!take(ctx, email)) return failed(ctx, 'Auth.error_too_many_attempts');
  const user = email.length <= 320 ? await findUserByEmail(ctx.db, email) : null;
  if (user && user.status === 'active') {
    withoutDeadline(() => sendResetLink(ctx, user)).catch((error: unknown) =>
      ctx.log.error({ err: error, userId: user.id, requestId: ctx.requestId }, 'reset mail failed'),
    );
  }
  return done(ctx, 'Auth.reset_requested');
}

/** Whether a reset link can still be followed, and if not why; it changes nothing. */
export async function checkResetLink(ctx: GraphQLContext, token: string): Promise<ActionAnswer> {
  const found = await findEmailToken(ctx.db, 'reset', token);
  if (!found) return failed(ctx, 'Auth.error_link_invalid');
  if (found.state !== 'valid') return failed(ctx, LINK_STATE_MESSAGE[found.state]);
  return done(ctx, 'Auth.reset_link_valid');
}

/** Follows a reset link: new password, every session ended, the address counts as verified. */
export async function resetPassword(
  ctx: GraphQLContext,
  token: string,
  password: string,
): Promise<SaveAnswer> {
  const errors = validatePassword(password);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const found = await findEmailToken(ctx.db, 'reset', token);
  if (!found) return refused(ctx, 'Auth.error_link_invalid');
  if (found.state !== 'valid') return refused(ctx, LINK_STATE_MESSAGE[found.state]);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    // The account first, then its links: the lock order of every password change.
    const user = await lockUser(tx, found.userId);
    if (!(await useEmailToken(tx, found.id))) return refused(ctx, 'Auth.error_link_used');
    await changePassword(tx, found.userId, passwordHash);
    // Following the link proves the address, so an unverified account becomes verified.
    if (!user?.emailVerifiedAt) {
      await updateUser(tx, found.userId, { emailVerifiedAt: new Date() });
      await grantPermissions(tx, found.userId, [PERMISSION.guest]);
    }
    await revokeAllLoginTokens(tx, found.userId);
    return saved(ctx, found.userId, 'Auth.password_reset');
  });
}

/** The signed-in user's own name, locale and password (the current one is needed to change it). */
export async function updateMe(ctx: GraphQLContext, input: UpdateMeInput): Promise<SaveAnswer> {
  const errors = validateProfile(input);
  if (errors.length > 0) return refused(ctx, 'Record.error_invalid', errors);
  const user = (await findUserById(ctx.db, ctx.user!.id))!;
  const changes: Parameters<typeof updateUser>[2] = {};
  if (input.name !== undefined && input.name !== null) changes.name = input.name.trim();
  if (input.locale !== undefined)
    changes.locale = input.locale ? resolveLocale(input.locale) : null;
  let passwordHash: string | null = null;
  if (input.password) {
    if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
      return refused(ctx, 'Record.error_invalid', [
        { field: 'current_password', key: 'User.error_current_password_wrong' },
      ]);
    }
    passwordHash = await hashPassword(input.password);
  }
  await ctx.db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateUser(tx, user.id, changes);
    if (passwordHash) {
      await changePassword(tx, user.id, passwordHash);
      // A new password ends the other sessions (a stolen one among them); this one stays.
      await revokeAllLoginTokens(tx, user.id, ctx.user!.tokenId);
    }
  });
  return saved(ctx, user.id, 'User.saved');
}
