import QueueMusicOutlinedIcon from '@mui/icons-material/QueueMusicOutlined';
import {
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_QUALIFIER_LABELS,
  CLEF_LABELS,
  KEY_SIGNATURE_LABELS,
  MODEL_COLORS,
  PART_TYPE_LABELS,
  isAttributionFunction,
  isAttributionQualifier,
  isClef,
  isKeySignature,
  isPartType,
  localize,
} from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a score shows itself on record screens: model colour (spec §9), icon and name. */
export const SCORE_KIND: RecordKind = {
  color: MODEL_COLORS.score,
  Icon: QueueMusicOutlinedIcon,
  label: 'entity.score',
};

export function scorePath(id: string): string {
  return `/scores/${encodeURIComponent(id)}`;
}

export function personPath(id: string): string {
  return `/people/${encodeURIComponent(id)}`;
}

/** A catalog entry's path (spec §2): its catalog, opened at its page. */
export function entryPath(entry: { page: { id: string; catalog: { id: string } } }): string {
  const catalog = encodeURIComponent(entry.page.catalog.id);
  return `/catalogs/${catalog}?tab=page&pageId=${encodeURIComponent(entry.page.id)}`;
}

/*
 * Labels of the §9 codes in the interface language; a code outside the list (old data) is shown
 * as it is stored rather than hidden.
 */

export function functionLabel(code: string, locale: string): string {
  return isAttributionFunction(code) ? localize(ATTRIBUTION_FUNCTION_LABELS[code], locale) : code;
}

export function qualifierLabel(code: string, locale: string): string {
  return isAttributionQualifier(code) ? localize(ATTRIBUTION_QUALIFIER_LABELS[code], locale) : code;
}

export function partTypeLabel(code: string, locale: string): string {
  return isPartType(code) ? localize(PART_TYPE_LABELS[code], locale) : code;
}

export function clefLabel(code: string, locale: string): string {
  return isClef(code) ? localize(CLEF_LABELS[code], locale) : code;
}

export function keySignatureLabel(code: string, locale: string): string {
  return isKeySignature(code) ? localize(KEY_SIGNATURE_LABELS[code], locale) : code;
}
