import type { GraphQLContext } from '../core/graphql/context';

/** How a sign-in attempt ended: only a failure counts against the limits. */
export type AttemptOutcome = 'failed' | 'succeeded';

function normalise(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address ? address : null;
}

/**
 * Counts one request that sends mail against the client address and the e-mail address before
 * it is made; false (and nothing counted) when either has used up its requests. Check and count
 * are one synchronous step (no await between them), so parallel requests cannot all pass the
 * check before any of them is counted.
 */
export function take(ctx: GraphQLContext, email: string | null | undefined): boolean {
  const limit = ctx.services.limits.mail;
  const address = normalise(email);
  if (limit.ip.exceeded(ctx.clientIp)) return false;
  if (address !== null && limit.address.exceeded(address)) return false;
  limit.ip.hit(ctx.clientIp);
  if (address !== null) limit.address.hit(address);
  return true;
}

/**
 * A sign-in attempt under the limits of failed sign-ins, per e-mail address and per client
 * address (core/security/rate-limit.ts FailureGate): `attempt` runs once both let it through and answers
 * how it ended; 'refused' when either refuses (too many failures, or too many attempts
 * waiting) and nothing was tried. A success forgets the address's failures; only failures count.
 */
export async function withinLoginLimits<T>(
  ctx: GraphQLContext,
  email: string,
  attempt: () => Promise<{ outcome: AttemptOutcome; answer: T }>,
): Promise<T | 'refused'> {
  const { address: byAddress, ip: byIp } = ctx.services.limits.login;
  const address = normalise(email);
  if (address !== null && !(await byAddress.enter(address))) return 'refused';
  if (!(await byIp.enter(ctx.clientIp))) {
    if (address !== null) byAddress.leave(address, false);
    return 'refused';
  }
  // An attempt that could not be made (the database unreachable) is no failure.
  let outcome: AttemptOutcome | null = null;
  try {
    const result = await attempt();
    outcome = result.outcome;
    return result.answer;
  } finally {
    byIp.leave(ctx.clientIp, outcome === 'failed');
    if (address !== null) {
      byAddress.leave(address, outcome === 'failed');
      if (outcome === 'succeeded') byAddress.failures.reset(address);
    }
  }
}
