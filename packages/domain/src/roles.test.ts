import { describe, expect, it } from 'vitest';
import {
  PERMISSION,
  ROLES,
  canAccess,
  hasRole,
  isVerified,
  rolesFromPermissions,
  type Audience,
} from './roles';

const none = { isGuest: false, isContributor: false, isAdmin: false };

describe('rolesFromPermissions', () => {
  it('makes an admin, contributor and guest of permission id 1', () => {
    expect(rolesFromPermissions([{ id: PERMISSION.admin }])).toEqual({
      isGuest: true,
      isContributor: true,
      isAdmin: true,
    });
  });

  it('makes a contributor and guest, not an admin, of permission id 2', () => {
    expect(rolesFromPermissions([{ id: PERMISSION.contributor }])).toEqual({
      isGuest: true,
      isContributor: true,
      isAdmin: false,
    });
  });

  it('makes only a guest of permission id 3', () => {
    expect(rolesFromPermissions([{ id: PERMISSION.guest }])).toEqual({
      isGuest: true,
      isContributor: false,
      isAdmin: false,
    });
  });

  it('gives no role for permission id 4 or above, or no permissions', () => {
    expect(rolesFromPermissions([{ id: 4 }, { id: 9 }])).toEqual(none);
    expect(rolesFromPermissions([])).toEqual(none);
    expect(rolesFromPermissions(null)).toEqual(none);
  });

  it('lets the lowest id decide, whatever the order', () => {
    expect(rolesFromPermissions([{ id: 3 }, { id: 1 }, { id: 2 }]).isAdmin).toBe(true);
  });

  it('reads ids given as numeric strings, ignoring blank and non-numeric ones', () => {
    expect(rolesFromPermissions([{ id: '2' }])).toEqual({
      isGuest: true,
      isContributor: true,
      isAdmin: false,
    });
    expect(rolesFromPermissions([{ id: '' }, { id: 'admin' }, { id: ' ' }])).toEqual(none);
  });

  it('has the permission ids 1 admin, 2 contributor, 3 guest', () => {
    expect(PERMISSION).toEqual({ admin: 1, contributor: 2, guest: 3 });
  });
});

describe('isVerified', () => {
  it('is true when email_verified_at is present', () => {
    expect(isVerified({ email_verified_at: '2024-05-01T10:00:00Z' })).toBe(true);
    expect(isVerified({ email_verified_at: new Date() })).toBe(true);
  });

  it('is false when email_verified_at is missing or empty, or there is no user', () => {
    expect(isVerified({ email_verified_at: null })).toBe(false);
    expect(isVerified({ email_verified_at: '' })).toBe(false);
    expect(isVerified({})).toBe(false);
    expect(isVerified(null)).toBe(false);
  });
});

describe('hasRole', () => {
  it('answers each role of each permission, the broader roles including the narrower', () => {
    const table = ROLES.map((granted) => [
      granted,
      ROLES.filter((role) => hasRole(rolesFromPermissions([{ id: PERMISSION[granted] }]), role)),
    ]);
    expect(table).toEqual([
      ['admin', ['admin', 'contributor', 'guest']],
      ['contributor', ['contributor', 'guest']],
      ['guest', ['guest']],
    ]);
  });

  it('gives no role to an account without permissions', () => {
    for (const role of ROLES) expect(hasRole(rolesFromPermissions([]), role)).toBe(false);
  });
});

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
