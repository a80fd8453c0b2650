import { describe, expect, it } from 'vitest';
import { canAccess, type Audience } from './access';

const visitor: Audience = { signedIn: false, isGuest: false, isContributor: false, isAdmin: false };
const unverified: Audience = { ...visitor, signedIn: true };
const guest: Audience = { ...unverified, isGuest: true };
const contributor: Audience = { ...guest, isContributor: true };
const admin: Audience = { ...contributor, isAdmin: true };

describe('access to screens', () => {
  it('lets everyone open public screens', () => {
    expect(canAccess(visitor, 'public')).toBe(true);
  });

  it('lets anyone signed in open authenticated screens, even without a role', () => {
    expect(canAccess(visitor, 'authenticated')).toBe(false);
    expect(canAccess(unverified, 'authenticated')).toBe(true);
    expect(canAccess(unverified, 'guest')).toBe(false);
  });

  it('asks for the role, broader roles included', () => {
    expect(canAccess(guest, 'contributor')).toBe(false);
    expect(canAccess(contributor, 'contributor')).toBe(true);
    expect(canAccess(contributor, 'admin')).toBe(false);
    expect(canAccess(admin, 'contributor')).toBe(true);
    expect(canAccess(admin, 'guest')).toBe(true);
  });
});
