import { resolveLocale, type Locale } from './locale';
import { isBlank } from './validation';

type Named = { name?: string | null } | null | undefined;
type Numbered = string | number | null | undefined;

/** Abbreviations for page and number in titles, per language. */
const ABBREVIATIONS: Record<Locale, { page: string; number: string }> = {
  en: { page: 'p.', number: 'no.' },
  de: { page: 'S.', number: 'Nr.' },
};

/** A catalog's subtitle (spec §3): the name of its collection, or "" without one. */
export function catalogSubtitle(catalog: { collection?: Named }): string {
  return text(catalog.collection?.name);
}

/**
 * A page's title (spec §3): the catalog name and the page number, as "Catalogus 1780, p. 12"
 * ("S. 12" in German). Either part alone when the other is missing; "" when both are.
 */
export function pageTitle(
  page: { number?: Numbered; catalog?: Named },
  locale: Locale | string = 'en',
): string {
  const { page: pageAbbreviation } = ABBREVIATIONS[resolveLocale(locale)];
  return joinFilled([text(page.catalog?.name), labelled(pageAbbreviation, page.number)], ', ');
}

/**
 * An entry's title (spec §3): where it stands — collection name, catalog name, page number and
 * entry number, each only when known — then a colon and the composer, or the signature when no
 * composer is given: "Engelberg, Catalogus 1780, p. 12, no. 3: Mozart" (German "S. 12, Nr. 3").
 * With nothing to say where it stands, the title is the composer or signature alone; "" when
 * nothing at all is known.
 */
export function entryTitle(
  entry: {
    number?: Numbered;
    signature?: string | null;
    composer?: string | null;
    page?: {
      number?: Numbered;
      catalog?: { name?: string | null; collection?: Named } | null;
    } | null;
  },
  locale: Locale | string = 'en',
): string {
  const abbreviations = ABBREVIATIONS[resolveLocale(locale)];
  const catalog = entry.page?.catalog;
  const location = joinFilled(
    [
      text(catalog?.collection?.name),
      text(catalog?.name),
      labelled(abbreviations.page, entry.page?.number),
      labelled(abbreviations.number, entry.number),
    ],
    ', ',
  );
  const who = isBlank(entry.composer) ? text(entry.signature) : text(entry.composer);
  return joinFilled([location, who], ': ');
}

function text(value: Numbered): string {
  return isBlank(value) ? '' : String(value).trim();
}

function labelled(label: string, value: Numbered): string {
  const shown = text(value);
  return shown ? `${label} ${shown}` : '';
}

function joinFilled(parts: readonly string[], separator: string): string {
  return parts.filter((part) => part !== '').join(separator);
}
