import { describe, expect, it } from 'vitest';
import {
  fileKindOf,
  formatFileSize as formatSize,
  formatName,
  iiifImage,
  previewOf,
  thumbnailUrl,
} from './file-format';

// ICU separates number and unit with a plain or a no-break space, depending on language and unit.
const formatFileSize = (bytes: number, language: string) =>
  formatSize(bytes, language).replace(/\u00a0/g, ' ');

describe('file sizes', () => {
  it('are written as the language writes numbers, in decimal units', () => {
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1_234_567, 'de')).toBe('1,2 MB');
    expect(formatFileSize(15_300, 'en')).toBe('15 kB');
    expect(formatFileSize(999_999, 'en')).toBe('1 MB');
    expect(formatFileSize(3_400_000_000, 'de')).toBe('3,4 GB');
  });

  it('count small files in bytes', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(512, 'de')).toBe('512 Byte');
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
  });
});

describe('kinds of files', () => {
  it('are told from the folder flag and the media type', () => {
    expect(fileKindOf({ is_folder: true, mime: 'inode/directory' })).toBe('folder');
    expect(fileKindOf({ is_folder: false, mime: 'image/png' })).toBe('image');
    expect(fileKindOf({ is_folder: false, mime: 'application/pdf' })).toBe('pdf');
    expect(fileKindOf({ is_folder: false, mime: 'text/plain' })).toBe('text');
    expect(fileKindOf({ is_folder: false, mime: 'audio/mpeg' })).toBe('audio');
    expect(fileKindOf({ is_folder: false, mime: 'application/zip' })).toBe('other');
  });

  it('name the format of a media type', () => {
    expect(formatName('image/svg+xml')).toBe('SVG');
    expect(formatName('image/jpeg')).toBe('JPEG');
  });
});

describe('pictures and previews', () => {
  const service = 'http://127.0.0.1:8080/iiif/3/42';

  it('ask the IIIF image service for the whole image scaled into a box', () => {
    expect(iiifImage(`${service}/`, 800)).toBe(`${service}/full/!800,800/0/default.jpg`);
    expect(thumbnailUrl({ iiif_service: service })).toBe(`${service}/full/!64,64/0/default.jpg`);
    expect(thumbnailUrl({ iiif_service: null })).toBeNull();
  });

  it('show an image through the service, else the file itself', () => {
    const image = { is_folder: false, mime: 'image/png', view_url: '/file/42/view' };
    expect(previewOf({ ...image, iiif_service: service })).toEqual({
      kind: 'image',
      src: `${service}/full/!800,800/0/default.jpg`,
      fallback: '/file/42/view',
    });
    expect(previewOf({ ...image, iiif_service: null })).toEqual({
      kind: 'image',
      src: '/file/42/view',
      fallback: null,
    });
  });

  it('frame PDF and plain text, and show nothing of other types', () => {
    const file = { is_folder: false, view_url: '/file/7/view', iiif_service: null };
    expect(previewOf({ ...file, mime: 'application/pdf' })).toEqual({
      kind: 'frame',
      src: '/file/7/view',
    });
    expect(previewOf({ ...file, mime: 'text/plain' }).kind).toBe('frame');
    expect(previewOf({ ...file, mime: 'application/zip' }).kind).toBe('none');
  });
});
