import type { UserRow } from './repository';

/** An account as the API shows it (spec §3 User): no password hash, ISO dates, string ids. */
export function userView(user: UserRow, permissions: { id: number; name: string }[]) {
  return {
    id: String(user.id),
    name: user.name,
    email: user.email,
    locale: user.locale,
    permissions: permissions.map((permission) => ({
      id: String(permission.id),
      name: permission.name,
    })),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    status: user.status as 'active' | 'suspended',
  };
}
