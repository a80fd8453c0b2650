import { hasRole, type Access, type Roles } from '@partitura/domain';

/** Who is asking: the session's role flags (spec §6) and whether someone is signed in. */
export type Audience = Roles & { signedIn: boolean };

/**
 * True when this audience may open what `access` guards: `public` anyone, `authenticated` anyone
 * signed in (verified or not), a role whoever has it (an admin is also contributor and guest).
 * The server refuses the same operations; this only decides what the interface offers.
 */
export function canAccess(audience: Audience, access: Access): boolean {
  if (access === 'public') return true;
  if (access === 'authenticated') return audience.signedIn;
  return hasRole(audience, access);
}
