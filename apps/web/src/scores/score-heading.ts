import { isBlank } from '@partitura/domain';

/**
 * A score's heading: its short-title prefix (collection prefix and shelfmark, derived by the
 * server) and its short title, "CH-E 123,4 · Mozart — Missa in C"; either alone when the other is
 * blank.
 */
export function scoreHeading(score: { short_title_prefix: string; short_title: string }): string {
  return [score.short_title_prefix, score.short_title]
    .filter((part) => !isBlank(part))
    .map((part) => part.trim())
    .join(' · ');
}
