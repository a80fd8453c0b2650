import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KEY_SPELLINGS, parseKey, translate } from '@partitura/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../core/storage/paths';
import { scores } from '../db/schema/scores';
import { createCollection, createScore, insertScoreRows } from '../test/factories';
import { getScore, minimalInput, refusedErrors, saveScore, UPSERT_SCORE } from '../test/score-api';
import { contributor, server, useTestServer } from '../test/suite';
import { countUnmappedKeys, unmappedKeys } from './unmapped-keys';

// A score's key is one of RISM's key and mode codes (issue 24, defect 7): the save refuses other
// text, keeps free text a score already holds, the facet has one value per key in the request's
// language, and migration 0019 maps stored free text (keeping and reporting what it cannot map).

useTestServer();

/** A word no other test uses (letters only: the search keeps it one word). */
const uniqueWord = (stem: string) =>
  stem +
  Array.from(
    { length: 8 },
    () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
  ).join('');

const FACETS = `query ($query: String, $filters: [SearchFilter!]) {
  search(query: $query, kind: score, filters: $filters) {
    paginatorInfo { total }
    facets { group values { value label count } }
  }
}`;

async function keyFacet(word: string, locale = 'en', filters: object[] = []) {
  const { search } = await contributor.data(FACETS, { query: word, filters }, { locale });
  const facet = search.facets.find((one: { group: string }) => one.group === 'key');
  return {
    total: search.paginatorInfo.total as number,
    values: [...(facet?.values ?? [])].sort((a, b) => a.value.localeCompare(b.value)) as {
      value: string;
      label: string;
      count: number;
    }[],
  };
}

/** Runs migration 0019 again (it is written to be repeatable) on the file's database. */
async function migrateKeys() {
  const text = await readFile(join(migrationsFolder(), '0019_score_keys.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await server.database.db.execute(sql.raw(statement));
}

async function storedKeys(ids: number[]) {
  const rows = await server.database.db
    .select({ id: scores.id, key: scores.key, version: scores.version })
    .from(scores)
    .where(inArray(scores.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe('saving a key', () => {
  it('refuses a key outside the list with Score.error_key_invalid, worded in both languages', async () => {
    const { id } = await createCollection(server.database.db);
    const collection = { id };
    for (const key of ['A minor', 'mode 8', 'E sharp major'])
      expect(await refusedErrors(contributor, minimalInput({ collection }, { key }))).toEqual([
        { field: 'key', key: 'Score.error_key_invalid' },
      ]);
    expect(translate('Score.error_key_invalid', 'en')).toMatch(/list of keys and modes/);
    expect(translate('Score.error_key_invalid', 'de')).toMatch(/Liste der Tonarten/);
  });

  it('saves a code and reads it back as the code', async () => {
    const { id } = await createCollection(server.database.db);
    for (const key of ['b|b', '8t', 'D']) {
      const saved = await saveScore(contributor, minimalInput({ collection: { id } }, { key }));
      expect((await getScore(contributor, saved)).key).toBe(key);
    }
  });

  it('keeps free text the score already holds, refuses other free text, takes a code in its place', async () => {
    const db = server.database.db;
    const scoreId = await createScore(db, { key: 'D dorian', shelfmark: 'Ms. 7' });
    const [row] = await db.select().from(scores).where(eq(scores.id, scoreId));
    const input = (key: string, version: number) => ({
      ...minimalInput({ collection: { id: row.collectionId } }, { key }),
      id: String(scoreId),
      version,
    });

    await saveScore(contributor, input('D dorian', 1));
    expect((await getScore(contributor, String(scoreId))).key).toBe('D dorian');

    expect(await refusedErrors(contributor, input('E dorian', 2))).toEqual([
      { field: 'key', key: 'Score.error_key_invalid' },
    ]);
    const { upsertScore } = await contributor.data(UPSERT_SCORE, { input: input('1tt', 2) });
    expect(upsertScore.success).toBe(true);
    expect((await getScore(contributor, String(scoreId))).key).toBe('1tt');
    // Once replaced, the old text is free text like any other.
    expect(await refusedErrors(contributor, input('D dorian', 3))).toEqual([
      { field: 'key', key: 'Score.error_key_invalid' },
    ]);
  });
});

describe('the key facet', () => {
  it('has one value per key, labelled in the language of the request', async () => {
    const db = server.database.db;
    const word = uniqueWord('Tonartfacette');
    const { id: collectionId } = await createCollection(db);
    for (const key of ['a', 'a', 'B|b', '8t'])
      await createScore(db, { collectionId, shortTitle: `${word} Sonata`, key });

    expect((await keyFacet(word, 'de')).values).toEqual([
      { value: '8t', label: '8. Ton (hypomixolydisch)', count: 1 },
      { value: 'a', label: 'a-Moll', count: 2 },
      { value: 'B|b', label: 'B-Dur', count: 1 },
    ]);
    expect((await keyFacet(word, 'en')).values.map((value) => value.label)).toEqual([
      'Mode 8 (Hypomixolydian)',
      'A minor',
      'B♭ major',
    ]);
    const narrowed = await keyFacet(word, 'en', [{ group: 'key', value: 'a' }]);
    expect(narrowed.total).toBe(2);
  });
});

describe('migration 0019', () => {
  it("carries exactly the domain's spellings", async () => {
    const text = await readFile(join(migrationsFolder(), '0019_score_keys.sql'), 'utf8');
    const rows = [...text.matchAll(/^ {2}\('((?:[^']|'')*)', '([^']*)', (true|false)\)[,;]$/gm)];
    expect(
      rows.map(([, spelling, code, cased]) => ({
        spelling: spelling.replace(/''/g, "'"),
        code,
        caseSensitive: cased === 'true',
      })),
    ).toEqual(KEY_SPELLINGS);
  });

  it('maps free text to codes, keeps what it cannot map, reports it, and refreshes the facet', async () => {
    const db = server.database.db;
    const word = uniqueWord('Altbestand');
    const { id: collectionId } = await createCollection(db, { prefix: 'CH-Alt' });
    const typed = [
      'A minor',
      'a-Moll',
      'a',
      ' A MINOR ',
      'B flat',
      'Bb major',
      'B-Dur',
      'H-Dur',
      'mode 8',
      '8. Ton',
      'Hypomixolydian',
      'G',
      'fis-Moll',
      'Dorian, transposed',
      'D dorian',
      'E sharp major',
    ];
    const ids = await insertScoreRows(
      db,
      typed.map((key, i) => ({
        collectionId,
        shelfmark: `Alt ${i + 1}`,
        shortTitle: `${word} Missa`,
        key,
      })),
    );
    // Before: free text splits one key into several facet values.
    expect((await keyFacet(word)).values.filter((v) => /minor/i.test(v.value))).toHaveLength(2);

    await migrateKeys();

    const after = await storedKeys(ids);
    typed.forEach((key, i) => {
      const row = after.get(ids[i])!;
      const code = parseKey(key);
      // Mapped exactly as the domain maps (the SQL folds as normalizeKeyText does), else kept.
      expect(row.key, key).toBe(code ?? key);
      expect(row.version, key).toBe(code === null || code === key ? 1 : 2);
    });
    expect(typed.filter((key) => parseKey(key) === null)).toEqual(['D dorian', 'E sharp major']);

    const facet = await keyFacet(word);
    expect(facet.values).toEqual([
      { value: '1tt', label: 'Mode 1, transposed (Dorian)', count: 1 },
      { value: '8t', label: 'Mode 8 (Hypomixolydian)', count: 3 },
      { value: 'a', label: 'A minor', count: 4 },
      { value: 'B', label: 'B major', count: 1 },
      { value: 'B|b', label: 'B♭ major', count: 3 },
      { value: 'D dorian', label: 'D dorian', count: 1 },
      { value: 'E sharp major', label: 'E sharp major', count: 1 },
      { value: 'f|x', label: 'F♯ minor', count: 1 },
      { value: 'G', label: 'G major', count: 1 },
    ]);

    // The report lists what was kept, with where to find it.
    const report = (await unmappedKeys(db)).filter((row) => ids.includes(row.id));
    expect(report.map(({ key, prefix, shelfmark }) => ({ key, prefix, shelfmark }))).toEqual([
      { key: 'D dorian', prefix: 'CH-Alt', shelfmark: 'Alt 15' },
      { key: 'E sharp major', prefix: 'CH-Alt', shelfmark: 'Alt 16' },
    ]);
    const counted = await countUnmappedKeys(db);
    expect(counted.scores).toBeGreaterThanOrEqual(2);

    // Run again, it changes nothing more.
    await migrateKeys();
    const again = await storedKeys(ids);
    for (const id of ids) expect(again.get(id)).toEqual(after.get(id));
  });
});
