import type { GraphQLContext } from '../core/context';

type LimitName = 'login' | 'mail';

function normalise(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address ? address : null;
}

/**
 * Counts one attempt against the client address and the e-mail address before the attempt is
 * made; false (and nothing counted) when either has used up its attempts. Check and count are
 * one synchronous step (no await between them), so parallel requests cannot all pass the check
 * before any of them is counted.
 */
export function take(
  ctx: GraphQLContext,
  name: LimitName,
  email: string | null | undefined,
): boolean {
  const limit = ctx.services.limits[name];
  const address = normalise(email);
  if (limit.ip.exceeded(ctx.clientIp)) return false;
  if (address !== null && limit.address.exceeded(address)) return false;
  limit.ip.hit(ctx.clientIp);
  if (address !== null) limit.address.hit(address);
  return true;
}

/**
 * A successful sign-in does not count as a failure: it gives back the attempt it took from the
 * client address (whose other failures stay counted) and forgets the e-mail address's failures.
 */
export function clearFailedLogins(ctx: GraphQLContext, email: string): void {
  ctx.services.limits.login.ip.giveBack(ctx.clientIp);
  const address = normalise(email);
  if (address !== null) ctx.services.limits.login.address.reset(address);
}
