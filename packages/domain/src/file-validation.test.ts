import { describe, expect, it } from 'vitest';
import { validateFile } from './file-validation';

describe('validateFile', () => {
  it('accepts a file with a name', () => {
    expect(validateFile({ filename: 'sop1_001.jpg', size: 1000, is_folder: false })).toEqual([]);
  });

  it('refuses a blank file name with File.error_filename_empty', () => {
    expect(validateFile({ filename: '   ' })).toEqual([
      { field: 'filename', key: 'File.error_filename_empty' },
    ]);
    expect(validateFile({ is_folder: true })).toEqual([
      { field: 'filename', key: 'File.error_filename_empty' },
    ]);
  });

  it('refuses a file above the given size limit with File.error_too_large', () => {
    expect(validateFile({ filename: 'big.tif', size: 1001 }, { maxBytes: 1000 })).toEqual([
      { field: 'size', key: 'File.error_too_large' },
    ]);
  });

  it('accepts a file exactly at the size limit, and any size when no limit is given', () => {
    expect(validateFile({ filename: 'ok.tif', size: 1000 }, { maxBytes: 1000 })).toEqual([]);
    expect(validateFile({ filename: 'huge.tif', size: 10 ** 12 })).toEqual([]);
  });
});
