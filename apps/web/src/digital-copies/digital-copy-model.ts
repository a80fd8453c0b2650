import { DIGITIZABLE_TYPES, type DigitizableType } from '@partitura/domain';
import { catalogPath } from '../catalogs/index';
import { scoreHeading, scorePath } from '../scores/index';
import { digitalCopyPath } from './digital-copy-kind';

export { DIGITAL_COPY_KIND, digitalCopyPath } from './digital-copy-kind';

export function digitalCopyEditPath(id: string): string {
  return `${digitalCopyPath(id)}/edit`;
}

/** A new digital copy of a catalog or score (the record chosen already). */
export function digitalCopyCreatePath(type: DigitizableType, id: string): string {
  return `/digital-copies/create?${new URLSearchParams({ type, id }).toString()}`;
}

export function isDigitizableType(value: unknown): value is DigitizableType {
  return typeof value === 'string' && (DIGITIZABLE_TYPES as readonly string[]).includes(value);
}

/** The record `/digital-copies/create?type=…&id=…` names, or null when it names none. */
export function digitizedFromQuery(
  params: URLSearchParams,
): { type: DigitizableType; id: string | null } | null {
  const type = params.get('type');
  if (!isDigitizableType(type)) return null;
  const id = params.get('id')?.trim();
  return { type, id: id || null };
}

/** The view of the record a copy digitizes. */
export function digitizedPath(type: string, id: string): string {
  return type === 'catalog' ? catalogPath(id) : scorePath(id);
}

type Digitized = {
  digitizable_type: string;
  score?: { short_title: string; short_title_prefix?: string | null } | null;
  catalog?: { name: string } | null;
};

/** The name of the record a copy digitizes: a score's heading, a catalog's name. */
export function digitizedLabel(copy: Digitized): string {
  if (copy.digitizable_type === 'catalog') return copy.catalog?.name ?? '';
  return copy.score
    ? scoreHeading({
        short_title: copy.score.short_title,
        short_title_prefix: copy.score.short_title_prefix ?? '',
      })
    : '';
}
