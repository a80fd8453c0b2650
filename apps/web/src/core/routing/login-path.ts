/** The login route with a redirect back to `current` (spec §2). */
export function loginPath(current: string): string {
  return `/auth/login?redirect=${encodeURIComponent(current)}`;
}

/**
 * The place to go after login: only a path of this application, never another site (an attacker
 * could otherwise send people to a look-alike page through a crafted login link).
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/';
  }
  if (target.startsWith('/auth/')) return '/';
  return target;
}
