import type { Translate } from '../core/i18n/translate';

/**
 * A change's path in the editor's words: "Attribution 2 · Function"; an added or removed child
 * ends at its place ("Attribution 3 · added"). A field no text names (a setting's key) as it is.
 */
export function pathLabel(t: Translate, path: readonly string[], change: string): string {
  const words: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const next = path[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      // A field error counts from 0, a version's path from 1.
      const n = change === 'error' ? Number(next) + 1 : Number(next);
      words.push(known(t, `history.item.${segment}`, segment, { n }));
      i += 1;
    } else words.push(known(t, `history.field.${segment}`, segment));
  }
  if (change === 'added' || change === 'removed') words.push(t(`history.${change}`));
  return words.join(' · ');
}

function known(t: Translate, key: string, fallback: string, values?: Record<string, number>) {
  const text = t(key, values);
  return text === key ? fallback : text;
}
