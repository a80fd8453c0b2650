import isExtractableFile from 'apollo-upload-client/isExtractableFile.mjs';

/**
 * True when GraphQL variables hold a File, Blob or FileList anywhere: such operations travel as a
 * multipart request (spec §7), all others through the batch link.
 */
export function containsFiles(value: unknown, seen = new Set<unknown>()): boolean {
  if (isExtractableFile(value)) return true;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return true;
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((child) => containsFiles(child, seen));
}
