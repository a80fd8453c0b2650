import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, storeToken } from './token-cookie';

/** A document and location as the browser has them; `written` holds every cookie assignment. */
function servedOver(protocol: 'http:' | 'https:') {
  const written: string[] = [];
  vi.stubGlobal('window', { location: { protocol } });
  vi.stubGlobal('document', {
    get cookie() {
      return 'XSRF-TOKEN=abc; token=t%2F1';
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the token cookie', () => {
  it('is Secure when the app is served over https, when stored and when removed', () => {
    const written = servedOver('https:');
    storeToken('t/1');
    storeToken('');
    expect(written).toEqual([
      'token=t%2F1; path=/; SameSite=Lax; Secure',
      'token=; path=/; SameSite=Lax; Secure; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('is not Secure over http, where a Secure cookie would not be kept', () => {
    const written = servedOver('http:');
    storeToken('t/1');
    storeToken('');
    expect(written).toEqual([
      'token=t%2F1; path=/; SameSite=Lax',
      'token=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('is read back decoded', () => {
    servedOver('https:');
    expect(readToken()).toBe('t/1');
  });
});
