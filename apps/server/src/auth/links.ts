import { RESET_LINK_MINUTES, VERIFICATION_LINK_HOURS } from '@partitura/domain';
import type { GraphQLContext, Locale } from '../core/graphql/context';
import type { Tx } from '../core/database/db';
import { registrationAttemptMail, resetMail, verificationMail } from './mail-templates';
import { findSetting } from '../settings/index';
import { createEmailToken } from './email-tokens';
import type { UserRow } from './repository';

function mailLocale(user: UserRow, fallback: Locale): Locale {
  return user.locale === 'de' || user.locale === 'en' ? user.locale : fallback;
}

async function siteTitle(db: Tx): Promise<string> {
  return (await findSetting(db, 'site_title'))?.value || 'Partitura';
}

/** Creates a verification link (APP_URL/auth/verify/{id}/{hash}) and mails it in the user's language. */
export async function sendVerificationLink(ctx: GraphQLContext, user: UserRow): Promise<void> {
  const token = await createEmailToken(
    ctx.db,
    user.id,
    'verify',
    VERIFICATION_LINK_HOURS * 60 * 60 * 1000,
  );
  const link = `${ctx.config.appUrl}/auth/verify/${user.id}/${token}`;
  const mail = verificationMail(
    mailLocale(user, ctx.locale),
    user.name,
    link,
    await siteTitle(ctx.db),
  );
  await ctx.services.mailer.send({ to: user.email, ...mail, link });
}

/** Creates a reset link (APP_URL/auth/reset/{token}) and mails it in the user's language. */
export function sendResetLink(ctx: GraphQLContext, user: UserRow): Promise<void> {
  return mailResetLink(ctx, user, resetMail);
}

/**
 * Tells the owner of an address that someone tried to register with it, with a reset link
 * (APP_URL/auth/reset/{token}), in the user's language.
 */
export function sendRegistrationAttempt(ctx: GraphQLContext, user: UserRow): Promise<void> {
  return mailResetLink(ctx, user, registrationAttemptMail);
}

async function mailResetLink(
  ctx: GraphQLContext,
  user: UserRow,
  template: typeof resetMail,
): Promise<void> {
  const token = await createEmailToken(ctx.db, user.id, 'reset', RESET_LINK_MINUTES * 60 * 1000);
  const link = `${ctx.config.appUrl}/auth/reset/${token}`;
  const mail = template(mailLocale(user, ctx.locale), user.name, link, await siteTitle(ctx.db));
  await ctx.services.mailer.send({ to: user.email, ...mail, link });
}
