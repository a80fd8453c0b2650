import type { File } from './file-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError } from './validation';

export type FileValidationOptions = {
  /** Largest accepted size in bytes; the spec leaves the limit to configuration. */
  maxBytes?: number;
};

/**
 * Checks a file or folder: its name must not be blank (File.error_filename_empty); when a size
 * limit is given, a size above it is refused with File.error_too_large on `size`.
 */
export function validateFile(
  input: Loose<File>,
  options: FileValidationOptions = {},
): FieldError[] {
  const { maxBytes } = options;
  const tooLarge =
    maxBytes !== undefined && typeof input.size === 'number' && input.size > maxBytes;
  return [
    ...errorIf(isBlank(input.filename), 'filename', 'File.error_filename_empty'),
    ...errorIf(tooLarge, 'size', 'File.error_too_large'),
  ];
}
