import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslItem } from '@partitura/domain';

/*
 * A record's citation in the formats reference managers import, written by Citation.js from
 * the record's CSL-JSON (domain citation.ts). Loaded with the cite dialog only: the library is
 * not part of the first load.
 */

export type CitationFormat = 'bibtex' | 'ris' | 'csl';

export const CITATION_FORMATS: ReadonlyArray<{
  format: CitationFormat;
  extension: string;
  type: string;
}> = [
  { format: 'bibtex', extension: 'bib', type: 'application/x-bibtex' },
  { format: 'ris', extension: 'ris', type: 'application/x-research-info-systems' },
  { format: 'csl', extension: 'json', type: 'application/vnd.citationstyles.csl+json' },
];

/** RIS with every line beginning with its tag (`TI  - …`): a line without one joins the last. */
function unwrapped(ris: string): string {
  return ris.replace(/\n(?![A-Z][A-Z0-9] {2}- ?)/g, '');
}

/**
 * The item in `format`. BibTeX has no field for an archive's shelfmark nor for the day a page
 * was read: both go into its note, as Citation.js writes the day when there is no note.
 */
export function citationIn(item: CslItem, format: CitationFormat): string {
  if (format === 'csl') return `${JSON.stringify([item], null, 2)}\n`;
  // Citation.js breaks a value every 70 characters onto untagged lines (old RIS readers' limit),
  // which today's readers take as a new word or lose: each value goes back on its tag's line.
  if (format === 'ris') return unwrapped(new Cite([item]).format('ris'));
  const accessed = (item.accessed['date-parts'][0] ?? [])
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const location = [item.archive, item['call-number']].filter(Boolean).join(', ');
  const note = location ? `${location}. [Online; accessed ${accessed}]` : undefined;
  return new Cite([note ? { ...item, note } : item]).format('bibtex');
}
