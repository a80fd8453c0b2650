import { AUTHOR_FUNCTION } from '@partitura/domain';
import type { ScoreMarcAnswer } from '../marc/score-marc';
import { METADATA_FORMATS } from './protocol';

/*
 * A score in simple Dublin Core (oai_dc, the format every OAI-PMH repository must offer): the
 * elements a general harvester (Europeana, a library's discovery system) reads, each repeated
 * as often as the score has values for it.
 */

/** Text as XML content or an attribute value, with nothing XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // Control characters other than tab, line feed and carriage return are not XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const DC = 'http://purl.org/dc/elements/1.1/';

/** The score's permalink on this site. */
export function scoreUrl(appUrl: string, id: string): string {
  return `${appUrl}/scores/${id}`;
}

export function scoreDublinCore(appUrl: string, score: ScoreMarcAnswer): string {
  const elements: Array<[string, string | null | undefined]> = [];
  const add = (name: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) elements.push([name, text]);
  };
  add('title', score.title || score.short_title);
  if (score.title && score.title !== score.short_title) add('title', score.short_title);
  const named = (person: ScoreMarcAnswer['attributions'][number]['person']) =>
    person.dates ? `${person.name} (${person.dates})` : person.name;
  for (const attribution of score.attributions)
    add(
      attribution.function === AUTHOR_FUNCTION ? 'creator' : 'contributor',
      named(attribution.person),
    );
  for (const genre of score.genres) add('subject', genre.name);
  add('description', score.notes);
  add('description', score.provenance);
  for (const incipit of score.incipits) add('description', incipit.text);
  for (const part of score.parts) add('date', part.date);
  add('type', 'Notated music');
  for (const part of score.parts) add('format', part.extent);
  add('identifier', scoreUrl(appUrl, score.id));
  add('identifier', `${score.collection.prefix} ${score.shelfmark}`);
  add('source', `${score.collection.name}, ${score.shelfmark}`);
  for (const cited of score.publications)
    add(
      'relation',
      [cited.publication.short_title ?? cited.publication.title, cited.number]
        .filter(Boolean)
        .join(' '),
    );
  for (const copy of score.digital_copies) add('relation', copy.manifest_url);
  const { namespace, schema } = METADATA_FORMATS.oai_dc;
  return (
    `<oai_dc:dc xmlns:oai_dc="${namespace}" xmlns:dc="${DC}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${namespace} ${schema}">` +
    elements
      .map(([name, value]) => `<dc:${name}>${escapeXml(value as string)}</dc:${name}>`)
      .join('') +
    '</oai_dc:dc>'
  );
}
