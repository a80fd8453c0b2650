/**
 * The media type of a file, told from its first bytes: never from the name or the type the
 * client declares, which anyone can set. Knows the formats a music archive keeps (scans,
 * documents, encodings, recordings); anything else is application/octet-stream.
 */
export function sniffMediaType(head: Buffer): string {
  const starts = (bytes: number[], offset = 0) =>
    head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string, offset = 0) => starts([...Buffer.from(text, 'latin1')], offset);

  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (starts([0x49, 0x49, 0x2a, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (starts([0x49, 0x49, 0x2b, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2b])) return 'image/tiff';
  if (ascii('ftyp', 4) && (ascii('avif', 8) || ascii('avis', 8))) return 'image/avif';
  if (starts([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20])) return 'image/jp2';
  if (ascii('%PDF-')) return 'application/pdf';
  if (ascii('RIFF') && ascii('WAVE', 8)) return 'audio/wav';
  if (ascii('fLaC')) return 'audio/flac';
  if (ascii('OggS')) return 'audio/ogg';
  if (ascii('ID3') || (head.length > 1 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0))
    return 'audio/mpeg';
  if (ascii('MThd')) return 'audio/midi';
  if (ascii('ftyp', 4) && (ascii('M4A ', 8) || ascii('M4B ', 8))) return 'audio/mp4';
  if (ascii('ftyp', 4)) return 'video/mp4';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return zipType(head);
  return textType(head) ?? 'application/octet-stream';
}

/** A zip archive, or one of the formats that are zip archives (compressed MusicXML, Office). */
function zipType(head: Buffer): string {
  const text = head.toString('latin1');
  if (text.includes('META-INF/container.xml') && text.includes('.xml'))
    return 'application/vnd.recordare.musicxml';
  if (text.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (text.includes('xl/'))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return 'application/zip';
}

/**
 * Text: UTF-8 without NUL or other control characters than tab, line feeds and form feed
 * (a character cut at the end of the head is allowed). XML is told apart by its root element:
 * MEI and MusicXML are music encodings, SVG and HTML can carry script, so they are named for
 * what they are and never shown inline.
 */
function textType(head: Buffer): string | null {
  if (head.length === 0) return null;
  const body = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(trimPartialCharacter(body));
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters mark binary content
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  const start = text.replace(/^\s+/, '').slice(0, 2048).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'text/html';
  if (start.startsWith('<?xml') || start.startsWith('<')) {
    if (/<svg[\s>]/.test(start)) return 'image/svg+xml';
    if (/<mei[\s>]/.test(start)) return 'application/mei+xml';
    if (/<score-(partwise|timewise)[\s>]/.test(start))
      return 'application/vnd.recordare.musicxml+xml';
    if (/<html[\s>]/.test(start)) return 'text/html';
    return 'application/xml';
  }
  if (start.startsWith('{\\rtf')) return 'application/rtf';
  return 'text/plain';
}

/** Drops an incomplete UTF-8 sequence at the very end (the head may cut a character). */
function trimPartialCharacter(bytes: Buffer): Buffer {
  for (let back = 1; back <= 3 && back <= bytes.length; back += 1) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** Types a browser shows without running anything: images, PDF, plain text (spec: /file/{id}/view). */
export function viewableInline(mime: string): boolean {
  return (
    ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'].includes(mime) ||
    mime === 'application/pdf' ||
    mime === 'text/plain'
  );
}

/** Images the image server can read (sharp): these get width and height and IIIF tiles. */
export function isRasterImage(mime: string): boolean {
  return [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'image/tiff',
    'image/avif',
  ].includes(mime);
}
