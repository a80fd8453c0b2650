import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as browsers send them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  it('follows the weights, and a weight of 0 refuses', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('BR ; Q=1')).toBe('br');
  });

  it('reads * as every encoding not named', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
  });

  it('ignores what no browser sends', () => {
    expect(preferredEncoding('br;q=abc')).toBeNull();
    expect(preferredEncoding(`${'x,'.repeat(400)}br`)).toBeNull();
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
  });
});
