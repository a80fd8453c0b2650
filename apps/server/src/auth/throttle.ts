import type { GraphQLContext } from '../core/context';

type LimitName = 'login' | 'mail';

function normalise(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address ? address : null;
}

/** True when this client address or this e-mail address has used up its attempts. */
export function limited(
  ctx: GraphQLContext,
  name: LimitName,
  email: string | null | undefined,
): boolean {
  const limit = ctx.services.limits[name];
  const address = normalise(email);
  return limit.ip.exceeded(ctx.clientIp) || (address !== null && limit.address.exceeded(address));
}

/** Counts one event against the client address and the e-mail address. */
export function record(
  ctx: GraphQLContext,
  name: LimitName,
  email: string | null | undefined,
): void {
  const limit = ctx.services.limits[name];
  const address = normalise(email);
  limit.ip.hit(ctx.clientIp);
  if (address !== null) limit.address.hit(address);
}

/** A successful sign-in forgets the address's failures (the client address keeps its count). */
export function clearFailedLogins(ctx: GraphQLContext, email: string): void {
  const address = normalise(email);
  if (address !== null) ctx.services.limits.login.address.reset(address);
}
