import { AUTHOR_FUNCTION } from './attribution-vocabulary';
import { FALLBACK_LOCALE } from './locale';
import { personDisplayName, type NamedPerson } from './person-names';
import { keyLabel } from './score-keys';
import { isBlank } from './validation';

type AttributedScore<P> = {
  attributions?: ReadonlyArray<{ function?: string | null; person?: P | null } | null> | null;
};

/** Between collection prefix and shelfmark in the short-title prefix ("CH-E 123,4"). */
export const SHORT_TITLE_PREFIX_SEPARATOR = ' ';

/** Between author and genre in the suggested short title. */
export const SHORT_TITLE_SEPARATOR = ' — ';

/**
 * The score's author (spec §3): the person of the first attribution whose function is `aut`
 * and that names a person; null when there is none.
 */
export function scoreAuthor<P>(score: AttributedScore<P> | null | undefined): P | null {
  const attribution = (score?.attributions ?? []).find(
    (candidate) => candidate?.function === AUTHOR_FUNCTION && candidate.person,
  );
  return attribution?.person ?? null;
}

/**
 * The short-title prefix (spec §3): the collection prefix and the shelfmark, trimmed and joined
 * by a space ("CH-E 123,4"); either alone when the other is blank; "" when both are.
 */
export function shortTitlePrefix(score: {
  collection?: { prefix?: string | null } | null;
  shelfmark?: string | null;
}): string {
  return joinFilled([score.collection?.prefix, score.shelfmark], SHORT_TITLE_PREFIX_SEPARATOR);
}

/**
 * The suggested short title (spec §3): the author's display name and the first named genre —
 * followed by " in " and the key when the score has a key — joined by an em dash:
 * "Mozart, Wolfgang Amadeus — Missa in C major" ("… Missa in C-Dur" in German: the key's label in
 * `locale`; free text outside the list as it is). A missing author or genre is left out without a
 * dangling dash; the key only qualifies a genre, so without a genre it is left out too.
 */
export function suggestedShortTitle(
  score: AttributedScore<NamedPerson> & {
    genres?: ReadonlyArray<{ name?: string | null } | null> | null;
    key?: string | null;
  },
  locale: string = FALLBACK_LOCALE,
): string {
  const author = personDisplayName(scoreAuthor(score));
  const genre = (score.genres ?? []).find((candidate) => !isBlank(candidate?.name))?.name?.trim();
  const key = score.key?.trim() && keyLabel(score.key.trim(), locale);
  const genreWithKey = genre && key ? `${genre} in ${key}` : genre;
  return joinFilled([author, genreWithKey], SHORT_TITLE_SEPARATOR);
}

/**
 * A short title without the author it begins with ("Keller, Sigismund — Missa in D" → "Missa in
 * D", as suggestedShortTitle joins them): what a citation or a MARC uniform title names beside
 * the author, who is named on their own. A short title that does not begin so stays whole.
 */
export function shortTitleWithoutAuthor(
  shortTitle: string,
  author: string | null | undefined,
): string {
  const title = shortTitle.trim();
  const prefix = author?.trim() ? `${author.trim()}${SHORT_TITLE_SEPARATOR}` : null;
  return prefix && title.startsWith(prefix) && title.length > prefix.length
    ? title.slice(prefix.length).trim()
    : title;
}

function joinFilled(parts: ReadonlyArray<string | null | undefined>, separator: string): string {
  return parts
    .filter((part): part is string => !isBlank(part))
    .map((part) => part.trim())
    .join(separator);
}
