import { describe, expect, it } from 'vitest';
import { containsFiles } from './contains-files';

describe('choosing the upload link', () => {
  it('finds a file however deep it sits in the variables', () => {
    const file = new File(['x'], 'sop-1.jpg', { type: 'image/jpeg' });
    expect(containsFiles({ input: { files: [{ file }] } })).toBe(true);
    expect(containsFiles({ blob: new Blob(['x']) })).toBe(true);
  });

  it('sends everything else through the batch link', () => {
    expect(containsFiles({ input: { id: '3', name: 'A-KR', tags: ['a'], version: 2 } })).toBe(
      false,
    );
    expect(containsFiles(undefined)).toBe(false);
  });

  it('survives variables that refer to themselves', () => {
    const looped: Record<string, unknown> = { name: 'x' };
    looped.self = looped;
    expect(containsFiles(looped)).toBe(false);
  });
});
