/** The longest file name kept, in characters (file systems take 255 bytes; names stay well below). */
export const FILE_NAME_MAX = 200;

/**
 * A file name as it may be stored: the last part of any path (no `/` or `\`), without control
 * characters (NUL included) or leading dots (no hidden files, no `..`), spaces collapsed and
 * trimmed, at most FILE_NAME_MAX characters with the extension kept. Blank when nothing is left
 * (the rule File.error_filename_empty refuses it).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const { stem, extension } = splitExtension(cleaned);
  const kept = extension.length < 20 ? extension : '';
  return stem.slice(0, FILE_NAME_MAX - kept.length).trimEnd() + kept;
}

/** "scan.tar.gz" → stem "scan.tar", extension ".gz"; a name without a dot has none. */
export function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * The name with a number that makes it unique among `taken` (the names of one folder):
 * "scan.jpg", then "scan (2).jpg", "scan (3).jpg", …
 */
export function uniqueFileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const { stem, extension } = splitExtension(name);
  const base = stem.replace(/ \(\d+\)$/, '');
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
