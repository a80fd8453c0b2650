import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './login-path';

describe('login redirect', () => {
  it('carries the current path and query to the login', () => {
    expect(loginPath('/search?q=Bach')).toBe('/auth/login?redirect=%2Fsearch%3Fq%3DBach');
  });

  it('goes back to a path of this application', () => {
    expect(safeRedirect('/collections/3/edit')).toBe('/collections/3/edit');
  });

  it('never leaves the application, whatever the link says', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('goes to the search when there is no redirect or it points at another account screen', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('/auth/logout')).toBe('/');
  });
});
