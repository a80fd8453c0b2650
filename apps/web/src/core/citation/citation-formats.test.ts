import { cslItem, type CitedRecord } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { citationIn } from './citation-formats';

const source = {
  site: 'Partitura',
  url: 'https://archive.example/scores/12',
  accessed: new Date('2026-11-28T10:00:00Z'),
};

const score: CitedRecord = {
  kind: 'score',
  id: '12',
  title: 'Gaudeamus omnes in Domino',
  authors: ['Lickl, Johann Georg'],
  holding: 'Stiftsarchiv Beromünster',
  callNumber: 'CH-BM Mus.Ms.152',
};

describe('citation formats', () => {
  it('writes BibTeX with the holding, shelfmark and day read in its note, letters escaped', () => {
    const bibtex = citationIn(cslItem(score, source), 'bibtex');
    expect(bibtex).toMatch(/^@unpublished\{partitura_score_12,/);
    expect(bibtex).toContain('author = {Lickl, Johann Georg}');
    expect(bibtex).toContain('url = {https://archive.example/scores/12}');
    expect(bibtex).toContain(
      'note = {Stiftsarchiv Berom{\\" u}nster, CH-BM Mus.Ms.152. [Online; accessed 2026-11-28]}',
    );
  });

  it('writes RIS with the call number, archive and access date', () => {
    const ris = citationIn(cslItem(score, source), 'ris');
    expect(ris).toMatch(/^TY {2}- MANSCPT$/m);
    expect(ris).toMatch(/^AU {2}- Lickl, Johann Georg$/m);
    expect(ris).toMatch(/^CN {2}- CH-BM Mus\.Ms\.152$/m);
    expect(ris).toMatch(/^UR {2}- https:\/\/archive\.example\/scores\/12$/m);
    expect(ris).toMatch(/^Y2 {2}- 2026\/11\/28\/$/m);
    expect(ris).toMatch(/^ER {2}- ?$/m);
  });

  it('keeps a long RIS value on its tag’s line and the record’s whole id', () => {
    const title =
      'Katalog der Musikhandschriften nach 1600 im Kloster Einsiedeln, zweiter Teil: Messen';
    const item = cslItem({ kind: 'publication', id: '1234567', title }, source);
    const ris = citationIn(item, 'ris');
    expect(ris).toMatch(new RegExp(`^TI {2}- ${title}$`, 'm'));
    expect(ris).toMatch(/^ID {2}- publication-1234567$/m);
    expect(ris.split('\n').every((line) => /^[A-Z][A-Z0-9] {2}- ?/.test(line))).toBe(true);
  });

  it('writes CSL-JSON as a list of the one item, and BibTeX of a record without holding', () => {
    const item = cslItem({ kind: 'person', id: '3', title: 'Lickl, Johann Georg' }, source);
    expect(JSON.parse(citationIn(item, 'csl'))).toEqual([item]);
    expect(citationIn(item, 'bibtex')).toContain('note = {[Online; accessed 2026-11-28]}');
  });
});
