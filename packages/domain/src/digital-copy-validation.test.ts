import { describe, expect, it } from 'vitest';
import { validateDigitalCopy, validateRegion } from './digital-copy-validation';

describe('validateDigitalCopy', () => {
  it('needs the digitized catalog or score and at least one image', () => {
    expect(validateDigitalCopy({ files: [] })).toEqual([
      { field: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' },
      { field: 'files', key: 'DigitalCopy.error_files_empty' },
    ]);
    expect(
      validateDigitalCopy({
        digitizable_type: 'person',
        digitizable_id: '1',
        files: [{ file: { id: '2' } }],
      }),
    ).toEqual([{ field: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' }]);
  });

  it('keys a missing file by its place', () => {
    expect(
      validateDigitalCopy({
        digitizable_type: 'score',
        digitizable_id: '1',
        files: [{ file: { id: '2' } }, { file: null }],
      }),
    ).toEqual([{ field: 'files.1.file', key: 'DigitalCopy.error_file_empty' }]);
  });
});

describe('validateRegion', () => {
  const image = { width: 100, height: 50 };
  it('accepts a rectangle inside the image, up to its edges', () => {
    expect(validateRegion({ x: 0, y: 0, width: 100, height: 50 }, image)).toEqual([]);
  });
  it('refuses one reaching outside, of no size, or not given', () => {
    expect(validateRegion({ x: 90, y: 0, width: 11, height: 10 }, image)).toEqual([
      { field: 'region', key: 'DigitalCopy.error_region_outside' },
    ]);
    expect(validateRegion({ x: 1, y: 1, width: 0, height: 10 }, image)).toEqual([
      { field: 'region', key: 'DigitalCopy.error_region_outside' },
    ]);
    expect(validateRegion({ x: 1, y: null, width: 5, height: 10 }, image)).toEqual([
      { field: 'region', key: 'DigitalCopy.error_region_empty' },
    ]);
  });
});
