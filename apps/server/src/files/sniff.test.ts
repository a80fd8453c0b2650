import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './delivery';
import { sniffMediaType, viewableInline } from './sniff';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('sniffMediaType', () => {
  it('tells the formats of an archive from their first bytes', () => {
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMediaType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('image/png');
    expect(sniffMediaType(bytes('II*', 0))).toBe('image/tiff');
    expect(sniffMediaType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffMediaType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMediaType(bytes('MThd'))).toBe('audio/midi');
    expect(sniffMediaType(bytes('fLaC'))).toBe('audio/flac');
  });

  it('tells music encodings, script-carrying markup and plain text apart', () => {
    expect(sniffMediaType(Buffer.from('<?xml version="1.0"?>\n<mei xmlns="…">'))).toBe(
      'application/mei+xml',
    );
    expect(sniffMediaType(Buffer.from('<?xml version="1.0"?><score-partwise>'))).toBe(
      'application/vnd.recordare.musicxml+xml',
    );
    expect(sniffMediaType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(
      'image/svg+xml',
    );
    expect(sniffMediaType(Buffer.from('<!DOCTYPE html><script>'))).toBe('text/html');
    expect(sniffMediaType(Buffer.from('Kyrie eleison – Größe\n'))).toBe('text/plain');
  });

  it('calls binary, empty and invalid UTF-8 octet-stream, but keeps a character cut at the end', () => {
    expect(sniffMediaType(bytes('ab', 0, 'cd'))).toBe('application/octet-stream');
    expect(sniffMediaType(Buffer.alloc(0))).toBe('application/octet-stream');
    expect(sniffMediaType(bytes('ab', 0xc3, 0x28))).toBe('application/octet-stream');
    expect(sniffMediaType(Buffer.from('Gr\u00f6').subarray(0, 3))).toBe('text/plain');
  });

  it('shows inline only what cannot run script', () => {
    expect(['image/png', 'application/pdf', 'text/plain'].every(viewableInline)).toBe(true);
    expect(['image/svg+xml', 'text/html', 'application/xml'].some(viewableInline)).toBe(false);
  });
});

describe('parseRange', () => {
  it('reads one range, clipped to the size', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });
  it('answers the whole file for several ranges or a malformed header, unsatisfiable beyond the end', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('contentDisposition', () => {
  it('names the file in UTF-8 with an ASCII stand-in, never breaking the header', () => {
    expect(contentDisposition('attachment', 'Göttweig "Ms" 1.pdf')).toBe(
      `attachment; filename="Gottweig _Ms_ 1.pdf"; filename*=UTF-8''G%C3%B6ttweig%20%22Ms%22%201.pdf`,
    );
  });
});
