import { describe, expect, it } from 'vitest';
import { permissionsFor, roleOf } from './user-roles';

describe('roles in the user administration', () => {
  it('names the broadest role of an account', () => {
    expect(roleOf([{ id: '3' }, { id: '1' }])).toBe('admin');
    expect(roleOf([{ id: '2' }])).toBe('contributor');
    expect(roleOf([{ id: 3 }])).toBe('guest');
    expect(roleOf([])).toBe('none');
  });

  it('gives a role through its one permission id', () => {
    expect(permissionsFor('admin')).toEqual(['1']);
    expect(permissionsFor('contributor')).toEqual(['2']);
    expect(permissionsFor('guest')).toEqual(['3']);
    expect(permissionsFor('none')).toEqual([]);
  });

  it('reads back the role it gives', () => {
    for (const choice of ['admin', 'contributor', 'guest', 'none'] as const) {
      expect(roleOf(permissionsFor(choice).map((id) => ({ id })))).toBe(choice);
    }
  });
});
