import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX, splitExtension, uniqueFileName } from './file-names';

describe('cleanFileName', () => {
  it('keeps the last part of a path, whatever the separator', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Scans\\sop1_001.jpg')).toBe('sop1_001.jpg');
  });

  it('removes control characters, NUL and bidirectional overrides', () => {
    expect(cleanFileName('a\u0000b\u0007c.jpg')).toBe('abc.jpg');
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
  });

  it('removes leading dots and spaces, collapses inner spaces', () => {
    expect(cleanFileName('..hidden')).toBe('hidden');
    expect(cleanFileName(' .  Missa   in C.pdf ')).toBe('Missa in C.pdf');
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('   ')).toBe('');
  });

  it('keeps accents and other scripts', () => {
    expect(cleanFileName('Stift Göttweig – Ms. 12.tif')).toBe('Stift Göttweig – Ms. 12.tif');
  });

  it('shortens a long name to FILE_NAME_MAX, keeping its extension', () => {
    const cleaned = cleanFileName(`${'x'.repeat(500)}.jpeg`);
    expect(cleaned).toHaveLength(FILE_NAME_MAX);
    expect(cleaned.endsWith('.jpeg')).toBe(true);
  });
});

describe('uniqueFileName', () => {
  it('numbers a taken name before its extension', () => {
    expect(uniqueFileName('scan.jpg', new Set())).toBe('scan.jpg');
    expect(uniqueFileName('scan.jpg', new Set(['scan.jpg']))).toBe('scan (2).jpg');
    expect(uniqueFileName('scan.jpg', new Set(['scan.jpg', 'scan (2).jpg']))).toBe('scan (3).jpg');
  });

  it('counts on from a numbered name instead of nesting numbers', () => {
    expect(uniqueFileName('scan (2).jpg', new Set(['scan (2).jpg']))).toBe('scan (3).jpg');
  });

  it('numbers a name without extension and a dotfile-like stem', () => {
    expect(uniqueFileName('README', new Set(['README']))).toBe('README (2)');
    expect(splitExtension('archive.tar.gz')).toEqual({ stem: 'archive.tar', extension: '.gz' });
  });
});
