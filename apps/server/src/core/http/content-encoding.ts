/** The encodings the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

/** Longer headers are not a browser's: nothing is negotiated from them. */
const MAX_HEADER_LENGTH = 512;

/**
 * The encoding to answer in for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli before
 * gzip, either only when its weight is above 0 (`gzip;q=0` refuses gzip, `*` names both), and
 * none when the header is absent or asks for neither.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > MAX_HEADER_LENGTH) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}
