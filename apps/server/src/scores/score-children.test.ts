import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entries, genres, partVoices, scoreGenres } from '../db/schema/index';
import { createCatalogEntry, createGenre, createPerson } from '../test/factories';
import {
  fullInput,
  getScore,
  minimalInput,
  saveScore,
  scoreReferences,
  type ScoreReferences,
} from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';

/** Every child list of a score, empty. */
const NO_CHILDREN = {
  attributions: [],
  parts: [],
  incipits: [],
  sources: [],
  publications: [],
  genres: [],
  voices: [],
  entries: [],
};

useTestServer();

type Child = { id: string } & Record<string, unknown>;
const ids = (children: Child[]) => children.map((child) => child.id);

/** A score with two children of every kind; answers its id and what was read back. */
async function scoreWithTwoOfEach(refs: ScoreReferences) {
  const second = await createGenre(server.database.db);
  const id = await saveScore(
    contributor,
    minimalInput(refs, {
      attributions: [
        { person: { id: String(refs.composer) }, function: 'aut', qualifier: 'asc' },
        { person: { id: String(refs.copyist) }, function: 'scr', qualifier: 'asc' },
      ],
      parts: [
        { type: 'aut', voices: [{ voice: 'S' }] },
        { type: 'cpy', voices: [{ voice: 'A' }] },
      ],
      incipits: [{ pae: '4C' }, { pae: '4D' }],
      sources: [{ citation: 'Quelle 1' }, { citation: 'Quelle 2' }],
      publications: [
        { publication: { id: String(refs.publication) }, number: '1' },
        { publication: { id: String(refs.publication) }, number: '2' },
      ],
      genres: [{ id: String(refs.genre.id) }, { id: String(second.id) }],
      voices: [{ voice: 'S' }, { voice: 'A' }],
    }),
  );
  return { id, before: await getScore(contributor, id), secondGenre: second };
}

describe('scores: saving children', () => {
  it('adds, changes and removes children of every kind in one save, keeping the changed ids', async () => {
    const refs = await scoreReferences(server.database.db);
    const { id, before } = await scoreWithTwoOfEach(refs);
    const [attribution] = before.attributions;
    const [part] = before.parts;
    const [incipit] = before.incipits;
    const [source] = before.sources;
    const [literature] = before.publications;
    const [voice] = before.voices;
    const third = await createGenre(server.database.db);

    // Each list: a new child first, then the first child changed; the second one is left out.
    await saveScore(
      contributor,
      minimalInput(refs, {
        id,
        version: 1,
        attributions: [
          { person: { id: String(refs.copyist) }, function: 'arr', qualifier: 'dbf' },
          {
            id: attribution.id,
            person: { id: String(refs.composer) },
            function: 'aut',
            qualifier: 'cjt',
          },
        ],
        parts: [
          { type: 'prt' },
          { id: part.id, type: 'pau', voices: [{ id: part.voices[0].id, voice: 'S' }] },
        ],
        incipits: [{ pae: '4E' }, { id: incipit.id, pae: '4G' }],
        sources: [{ citation: 'Quelle 3' }, { id: source.id, citation: 'Quelle 1, S. 4' }],
        publications: [
          { publication: { id: String(refs.publication) }, number: '3' },
          { id: literature.id, publication: { id: String(refs.publication) }, number: '1a' },
        ],
        genres: [{ id: String(third.id) }, { id: String(refs.genre.id) }],
        voices: [{ voice: 'T' }, { id: voice.id, voice: 'S', count: 2 }],
      }),
    );

    const after = await getScore(contributor, id);
    expect(after.version).toBe(2);
    expect(after.attributions.map((a: Child) => [a.function, a.qualifier])).toEqual([
      ['arr', 'dbf'],
      ['aut', 'cjt'],
    ]);
    expect(after.attributions[1].id).toBe(attribution.id);
    expect(ids(after.attributions)).not.toContain(before.attributions[1].id);

    expect(after.parts.map((p: Child) => [p.type, p.position])).toEqual([
      ['prt', 0],
      ['pau', 1],
    ]);
    expect(after.parts[1].id).toBe(part.id);
    expect(after.parts[0].voices).toEqual([]);
    expect(ids(after.parts)).not.toContain(before.parts[1].id);

    expect(after.incipits.map((i: Child) => i.pae)).toEqual(['4E', '4G']);
    expect(after.incipits[1].id).toBe(incipit.id);
    expect(after.sources.map((s: Child) => s.citation)).toEqual(['Quelle 3', 'Quelle 1, S. 4']);
    expect(after.sources[1].id).toBe(source.id);
    expect(after.publications.map((p: Child) => p.number)).toEqual(['3', '1a']);
    expect(after.publications[1].id).toBe(literature.id);
    expect(after.genres.map((g: Child) => g.id)).toEqual([String(third.id), String(refs.genre.id)]);
    expect(after.voices.map((v: Child) => [v.voice, v.count])).toEqual([
      ['S', 2],
      ['T', 1],
    ]);
    expect(after.voices[0].id).toBe(voice.id);
    expect(ids(after.voices)).not.toContain(before.voices[1].id);
  });

  it('adds and removes the voices of a part, keeping the ids of those it keeps', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        parts: [{ type: 'cpy', voices: [{ voice: 'S' }, { voice: 'A', count: 2, position: 2 }] }],
      }),
    );
    const [part] = (await getScore(contributor, id)).parts;
    const [soprano, alto] = part.voices;
    await saveScore(
      contributor,
      minimalInput(refs, {
        id,
        version: 1,
        parts: [
          {
            id: part.id,
            type: 'cpy',
            voices: [
              { id: alto.id, voice: 'A', count: 3, position: 2 },
              { voice: 'T', position: 3 },
            ],
          },
        ],
      }),
    );
    const [after] = (await getScore(contributor, id)).parts;
    expect(after.id).toBe(part.id);
    expect(after.voices).toEqual([
      { id: alto.id, voice: 'A', count: 3, position: 2 },
      { id: expect.any(String), voice: 'T', count: 1, position: 3 },
    ]);
    const stored = await server.database.db
      .select()
      .from(partVoices)
      .where(eq(partVoices.id, Number(soprano.id)));
    expect(stored).toEqual([]);
  });

  it('leaves the children a save does not list alone, and removes all for an empty list', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(contributor, fullInput(refs));
    const before = await getScore(contributor, id);

    await saveScore(contributor, minimalInput(refs, { id, version: 1, title: 'Neu' }));
    const untouched = await getScore(contributor, id);
    expect(untouched).toEqual({ ...before, version: 2, title: 'Neu' });

    await saveScore(contributor, minimalInput(refs, { id, version: 2, ...NO_CHILDREN }));
    expect(await getScore(contributor, id)).toMatchObject({
      ...NO_CHILDREN,
      author: null,
      text_incipits: null,
    });
  });

  it('stores optional text trimmed and blank text as null, and applies the defaults', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        shelfmark: '  Ms. 5 ',
        title: '   ',
        opus: ' op. 3 ',
        sources: [{ citation: ' RISM ', type: ' ' }],
        voices: [{ voice: ' S ' }],
        incipits: [{ pae: '4C', basso_continuo: null }],
      }),
    );
    const score = await getScore(contributor, id);
    expect(score).toMatchObject({ shelfmark: 'Ms. 5', title: null, opus: 'op. 3' });
    expect(score.sources[0]).toMatchObject({ type: 'cit', citation: 'RISM', url: null });
    expect(score.voices[0]).toMatchObject({ voice: 'S', count: 1, position: 1 });
    expect(score.incipits[0]).toMatchObject({ basso_continuo: false, numbering: '' });
  });

  it('cleans the PAE on save: no header, no end marker, no line breaks', async () => {
    const refs = await scoreReferences(server.database.db);
    const pae =
      "@start:pae-file\n@clef:G-2\n@keysig:xF\n@timesig:3/8\n@data:'4G8AB\n/4C@end:pae-file\n";
    const id = await saveScore(contributor, minimalInput(refs, { incipits: [{ pae }] }));
    expect((await getScore(contributor, id)).incipits[0].pae).toBe("'4G8AB/4C");
  });

  it('drops untouched empty voices and blank genre rows (the editor placeholders)', async () => {
    const refs = await scoreReferences(server.database.db);
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        voices: [{ voice: '', count: 1, position: 1 }, { voice: 'B' }, {}],
        parts: [{ type: 'aut', voices: [{ voice: ' ', count: null, position: 1 }] }],
        genres: [{ name: '' }, { id: String(refs.genre.id) }, { name: '  ', id: null }],
      }),
    );
    const score = await getScore(contributor, id);
    expect(score.voices.map((v: Child) => v.voice)).toEqual(['B']);
    expect(score.parts[0].voices).toEqual([]);
    expect(score.genres).toEqual([{ id: String(refs.genre.id), name: refs.genre.name }]);
  });

  it('finds a genre by its exact trimmed name or creates it, once per score and in order', async () => {
    const refs = await scoreReferences(server.database.db);
    const fresh = `Offertorium ${refs.genre.id}`;
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        genres: [
          { name: ` ${fresh} ` },
          { name: refs.genre.name },
          { name: fresh },
          { id: String(refs.genre.id) },
        ],
      }),
    );
    const score = await getScore(contributor, id);
    expect(score.genres.map((g: Child) => g.name)).toEqual([fresh, refs.genre.name]);
    expect(score.genres[1].id).toBe(String(refs.genre.id));
    const stored = await server.database.db.select().from(genres).where(eq(genres.name, fresh));
    expect(stored).toHaveLength(1);

    // A second score naming the new genre links the same record.
    const other = await saveScore(contributor, minimalInput(refs, { genres: [{ name: fresh }] }));
    expect((await getScore(contributor, other)).genres[0].id).toBe(score.genres[0].id);
  });

  it('links catalog entries to the score and unlinks those no longer listed', async () => {
    const db = server.database.db;
    const refs = await scoreReferences(db);
    const second = await createCatalogEntry(db, { number: '4' });
    const third = await createCatalogEntry(db, { number: '5' });
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        entries: [{ id: String(refs.entry.entryId) }, { id: String(second.entryId) }],
      }),
    );
    expect((await getScore(contributor, id)).entries.map((e: Child) => e.number)).toEqual([
      '3',
      '4',
    ]);

    await saveScore(
      contributor,
      minimalInput(refs, { id, version: 1, entries: [{ id: String(third.entryId) }] }),
    );
    expect((await getScore(contributor, id)).entries.map((e: Child) => e.id)).toEqual([
      String(third.entryId),
    ]);
    const unlinked = await db
      .select({ id: entries.id, scoreId: entries.scoreId })
      .from(entries)
      .where(inArray(entries.id, [refs.entry.entryId, second.entryId]));
    expect(unlinked.map((e) => e.scoreId)).toEqual([null, null]);

    // An entry records one score: linking it from another score moves it there.
    const other = await saveScore(
      contributor,
      minimalInput(refs, { entries: [{ id: String(third.entryId) }] }),
    );
    expect((await getScore(contributor, id)).entries).toEqual([]);
    expect((await getScore(contributor, other)).entries).toHaveLength(1);
  });

  it("never touches another score's children when given their ids: they count as new", async () => {
    const refs = await scoreReferences(server.database.db);
    const first = await saveScore(contributor, fullInput(refs));
    const before = await getScore(contributor, first);
    const second = await saveScore(
      contributor,
      minimalInput(refs, {
        attributions: [
          {
            id: before.attributions[0].id,
            person: { id: String(refs.composer) },
            function: 'aut',
            qualifier: 'asc',
          },
        ],
        sources: [{ id: before.sources[0].id, citation: 'Andere Quelle' }],
      }),
    );
    const other = await getScore(contributor, second);
    expect(other.attributions[0].id).not.toBe(before.attributions[0].id);
    expect(other.sources[0].id).not.toBe(before.sources[0].id);
    expect(await getScore(contributor, first)).toEqual(before);
  });

  it('keeps a genre that scores use when they change: link rows only', async () => {
    const refs = await scoreReferences(server.database.db);
    const { id, secondGenre } = await scoreWithTwoOfEach(refs);
    await saveScore(contributor, minimalInput(refs, { id, version: 1, genres: [] }));
    const links = await server.database.db
      .select()
      .from(scoreGenres)
      .where(eq(scoreGenres.scoreId, Number(id)));
    expect(links).toEqual([]);
    const stored = await server.database.db
      .select()
      .from(genres)
      .where(eq(genres.id, secondGenre.id));
    expect(stored).toHaveLength(1);
  });

  it('shows the person of the aut attribution as author, with the primary name', async () => {
    const db = server.database.db;
    const refs = await scoreReferences(db);
    const variant = await createPerson(db, ['Haydn, Michael', 'Haydn, Johann Michael']);
    const id = await saveScore(
      contributor,
      minimalInput(refs, {
        attributions: [
          { person: { id: String(refs.copyist) }, function: 'scr', qualifier: 'asc' },
          { person: { id: String(variant) }, function: 'aut', qualifier: 'mis' },
        ],
      }),
    );
    expect((await getScore(contributor, id)).author).toEqual({
      id: String(variant),
      name: 'Haydn, Michael',
    });
  });
});
