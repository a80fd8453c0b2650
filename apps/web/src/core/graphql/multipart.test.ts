import { describe, expect, it } from 'vitest';
import { extractFiles, hasFiles } from './multipart';

describe('files in the variables', () => {
  it('finds a file however deep it sits, and leaves null in its place', () => {
    const file = new File(['x'], 'sop-1.jpg', { type: 'image/jpeg' });
    const variables = { input: { name: 'A', files: [{ file }] } };
    const { clone, files } = extractFiles(variables);
    expect(clone).toEqual({ input: { name: 'A', files: [{ file: null }] } });
    expect([...files]).toEqual([[file, ['variables.input.files.0.file']]]);
    expect(variables.input.files[0].file).toBe(file);
    expect(hasFiles({ blob: new Blob(['x']) })).toBe(true);
  });

  it('sends a file named twice once, with both places', () => {
    const file = new Blob(['x']);
    expect([...extractFiles({ a: file, b: [file] }).files]).toEqual([
      [file, ['variables.a', 'variables.b.0']],
    ]);
  });

  it('sends everything else in a batch', () => {
    expect(hasFiles({ input: { id: '3', name: 'A-KR', tags: ['a'], version: 2 } })).toBe(false);
    expect(hasFiles({})).toBe(false);
  });

  it('survives variables that refer to themselves', () => {
    const looped: Record<string, unknown> = { name: 'x' };
    looped.self = looped;
    expect(hasFiles({ looped })).toBe(false);
  });
});
