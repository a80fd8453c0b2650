import { describe, expect, it } from 'vitest';
import { loadConfig } from '../runtime/config';
import { clientAddress, parseTrustProxy } from './client-address';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('with one proxy takes the right-most X-Forwarded-For entry, the one our proxy appended', () => {
    // The client sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; our proxy appended what it saw.
    expect(clientAddress('1.1.1.1, 2.2.2.2, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
  });

  it('with two proxies takes the second entry from the right', () => {
    // Client 203.0.113.7 → proxy 198.51.100.4 → proxy 10.0.0.2 → us.
    expect(clientAddress('6.6.6.6, 203.0.113.7, 198.51.100.4', '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('a chain shorter than the hops answers its left-most entry; no header answers the socket', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
    expect(clientAddress(null, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(null, undefined, 1)).toBe('unknown');
  });

  it('skips empty entries and spaces', () => {
    expect(clientAddress(' 1.1.1.1 ,, 2001:db8::1 ', '::1', 1)).toBe('2001:db8::1');
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops; true and yes mean one, unset none', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('')).toBe(0);
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('TRUE')).toBe(1);
    expect(parseTrustProxy('yes')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('refuses anything else at start-up', () => {
    for (const value of ['on', '-1', '1.5', 'x', '2 proxies', '100']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(0);
  });
});
