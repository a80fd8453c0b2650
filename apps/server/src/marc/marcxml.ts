import { XMLBuilder } from 'fast-xml-parser';
import type { MarcRecord } from './score-marc';

/*
 * MARC 21 records as MARCXML (the Library of Congress's MARC21slim schema, which the tests
 * check every export against): a `<collection>` of `<record>`s, written a record at a time so a
 * collection of any size streams.
 */

export const MARCXML_NAMESPACE = 'http://www.loc.gov/MARC21/slim';
export const MARCXML_TYPE = 'application/marcxml+xml; charset=utf-8';

export const COLLECTION_START = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARCXML_NAMESPACE}">\n`;
export const COLLECTION_END = '</collection>\n';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: false,
  processEntities: true,
});

/** One `<record>` (in the collection's namespace), its fields in tag order. */
export function recordXml(record: MarcRecord): string {
  const byTag = <T extends { tag: string }>(fields: readonly T[]) =>
    [...fields].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  return `${builder.build({
    record: {
      leader: record.leader,
      controlfield: byTag(record.controlFields).map((field) => ({
        '@_tag': field.tag,
        '#text': field.value,
      })),
      datafield: byTag(record.dataFields).map((field) => ({
        '@_tag': field.tag,
        '@_ind1': field.ind1,
        '@_ind2': field.ind2,
        subfield: field.subfields.map(([code, value]) => ({ '@_code': code, '#text': value })),
      })),
    },
  })}\n`;
}

/** A whole MARCXML document of these records. */
export function collectionXml(records: readonly MarcRecord[]): string {
  return COLLECTION_START + records.map(recordXml).join('') + COLLECTION_END;
}
