import { describe, expect, it } from 'vitest';
import {
  citationFileName,
  citationText,
  cslDate,
  cslItem,
  cslName,
  type CitedRecord,
} from './citation';

const source = {
  site: 'Musikarchiv Beromünster ',
  url: 'https://archive.example/scores/12',
  // Noon, local time: the same calendar day wherever the test runs.
  accessed: new Date(2026, 10, 28, 12),
};

const score: CitedRecord = {
  kind: 'score',
  id: '12',
  title: 'CH-BM Mus.Ms.152 · Lickl — Gaudeamus omnes',
  authors: ['Lickl, Johann Georg', '  ', null],
  holding: 'Stiftsarchiv',
  callNumber: 'CH-BM Mus.Ms.152',
};

describe('citations', () => {
  it('cites a score with its authors, holding and shelfmark, permalink and day read', () => {
    expect(citationText(score, source, 'en')).toBe(
      'Lickl, Johann Georg: CH-BM Mus.Ms.152 · Lickl — Gaudeamus omnes. Stiftsarchiv, ' +
        'CH-BM Mus.Ms.152. Musikarchiv Beromünster, https://archive.example/scores/12 ' +
        '(accessed November 28, 2026).',
    );
    expect(citationText(score, source, 'de')).toMatch(
      /Musikarchiv Beromünster, https:\/\/archive\.example\/scores\/12 \(abgerufen am 28\. November 2026\)\.$/,
    );
  });

  it('cites a publication with its imprint, and a record without authors by its title', () => {
    const publication: CitedRecord = {
      kind: 'publication',
      id: '4',
      title: 'Katalog der Musikhandschriften',
      publisher: 'Bärenreiter',
      publisherPlace: 'Kassel',
      date: '1957',
    };
    expect(citationText(publication, source, 'en')).toBe(
      'Katalog der Musikhandschriften. Kassel: Bärenreiter, 1957. Musikarchiv Beromünster, ' +
        'https://archive.example/scores/12 (accessed November 28, 2026).',
    );
    expect(citationText({ kind: 'place', id: '1', title: 'Wien.' }, source, 'en')).toBe(
      'Wien. Musikarchiv Beromünster, https://archive.example/scores/12 (accessed November 28, 2026).',
    );
  });

  it('gives CSL-JSON: names split at the comma, a year as date parts, the day read', () => {
    expect(cslItem(score, source)).toEqual({
      id: 'score-12',
      'citation-key': 'partitura_score_12',
      type: 'manuscript',
      title: 'CH-BM Mus.Ms.152 · Lickl — Gaudeamus omnes',
      author: [{ family: 'Lickl', given: 'Johann Georg' }],
      archive: 'Stiftsarchiv',
      'call-number': 'CH-BM Mus.Ms.152',
      'container-title': 'Musikarchiv Beromünster',
      URL: 'https://archive.example/scores/12',
      accessed: { 'date-parts': [[2026, 11, 28]] },
    });
    expect(cslName('Anonymus')).toEqual({ literal: 'Anonymus' });
    expect(cslName('Haydn,')).toEqual({ literal: 'Haydn' });
    expect(cslDate(' 1870 ')).toEqual({ 'date-parts': [[1870]] });
    expect(cslDate('um 1760')).toEqual({ literal: 'um 1760' });
    const digitalCopy = cslItem({ kind: 'digital_copy', id: '7', title: 'Scan' }, source);
    expect(digitalCopy.type).toBe('entry');
    expect(digitalCopy.id).toBe('digital-copy-7');
    expect(digitalCopy['citation-key']).toBe('partitura_digital_copy_7');
    expect(citationFileName({ kind: 'digital_copy', id: '7', title: 'Scan' }, 'ris')).toBe(
      'partitura-digital-copy-7.ris',
    );
  });
});
