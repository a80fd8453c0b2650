import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createVerovioModule from 'verovio/wasm';
import { enableLogToBuffer, VerovioToolkit } from 'verovio/esm';
import { cleanPae, paeDocument } from '@partitura/domain';
import {
  hasPaeData,
  rismClef,
  rismKeySignature,
  rismNumber,
  rismRecords,
  type RismIncipitField,
} from '../seed/rism-sample';
import type { ApiClient } from '../test/api-client';
import { signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

/*
 * Every PAE incipit with note data in the RISM sample (RISM, CC BY 3.0; apps/server/fixtures/rism)
 * goes through the real API — one score per RISM record carrying all its incipits — comes back
 * from getScore as cleanPae made it, and renders in Verovio. ~1,000 saves and reads plus 1,410
 * renders: this file has a longer time limit than the others.
 */

const TIME_LIMIT = 180_000;
const BATCH = 5; // spec §7: at most five operations per request
const IN_FLIGHT = 4;

const UPSERT =
  'mutation ($input: ScoreInput!) { upsertScore(input: $input) { success message id errors { field key } } }';
const GET = `query ($id: ID!) { getScore(id: $id) { id shelfmark incipits {
  clef key_signature time_signature tempo text part pae number movement section numbering } } }`;

type StoredIncipit = {
  clef: string | null;
  key_signature: string | null;
  time_signature: string | null;
  pae: string;
  number: number | null;
  movement: number | null;
  section: number | null;
  numbering: string;
};
type Operation = { query: string; variables: Record<string, unknown> };

// The sample's records with note data, each with its incipits that have it ($p).
const records = rismRecords()
  .map((record) => ({ record, fields: record.incipits.filter(hasPaeData) }))
  .filter(({ fields }) => fields.length > 0);

let server: TestServer;
let contributor: ApiClient;
let collectionId: string;
/** What getScore answered, per record, in the order of `records` (filled by the first test). */
let stored: StoredIncipit[][] = [];

beforeAll(async () => {
  server = await startTestServer();
  contributor = await signedIn(server, 'contributor');
  const { upsertCollection } = await contributor.data(
    'mutation ($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
    { input: { name: 'RISM sample', prefix: 'RISM' } },
  );
  collectionId = upsertCollection.id;
});
afterAll(() => server?.close());

/**
 * Runs the operations in batched requests, a few requests at a time; answers in order. (`data` is
 * `any` as in the test client: the assertions check the fields they read.)
 */
async function run(operations: Operation[]): Promise<Array<{ data?: any; errors?: unknown }>> {
  const batches: Operation[][] = [];
  for (let i = 0; i < operations.length; i += BATCH) batches.push(operations.slice(i, i + BATCH));
  const answers: Array<{ data?: any; errors?: unknown }>[] = new Array(batches.length);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      const { status, json } = await contributor.batch(batches[index]);
      expect(status).toBe(200);
      answers[index] = json as (typeof answers)[number];
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answers.flat();
}

/**
 * The incipit as the API receives it. Clef and key signature only when they are in spec §9's
 * lists (the sample has one clef G-3 and key signatures "" and "bBE "). Every tenth record sends
 * its PAE in Verovio's exchange form with start and end markers, which the save must clean.
 */
function incipitInput(field: RismIncipitField & { p_data: string }, recordIndex: number) {
  const values = {
    clef: rismClef(field),
    key_signature: rismKeySignature(field),
    time_signature: field.o_timesig ?? null,
    tempo: field.d_caption ?? null,
    text: field.t_text_incipit ?? null,
    part: field.m_voice_instrument ?? null,
    number: rismNumber(field.a_work),
    movement: rismNumber(field.b_movement),
    section: rismNumber(field.c_incipit),
  };
  const pae =
    recordIndex % 10 === 0
      ? `@start:${field.u_uri}\n${paeDocument({ ...values, pae: field.p_data })}\n@end:${field.u_uri}\n`
      : field.p_data;
  return { ...values, pae };
}

/** Verovio's validation messages of a document, flattened: "data" holds a list, others one. */
function validationMessages(toolkit: VerovioToolkit, document: string) {
  return Object.values(toolkit.validatePAE(document)).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  ) as Array<{ code: unknown; text: unknown; type: unknown }>;
}

describe('the RISM sample incipits', () => {
  it(
    'stores all 1,410 incipits with PAE data through upsertScore and reads them back as cleanPae made them',
    async () => {
      expect(records.reduce((n, { fields }) => n + fields.length, 0)).toBe(1410);
      const saves = await run(
        records.map(({ record, fields }, index) => ({
          query: UPSERT,
          variables: {
            input: {
              collection: { id: collectionId },
              shelfmark: `${record.siglum} ${record.shelfmark}`,
              title: record.uniformTitle,
              short_title: `${record.composer} — ${record.uniformTitle}`,
              incipits: fields.map((field) => incipitInput(field, index)),
            },
          },
        })),
      );
      const ids = saves.map((answer, index) => {
        expect({ record: records[index].record.id, ...answer }).toMatchObject({
          record: records[index].record.id,
          data: { upsertScore: { success: true, errors: [] } },
        });
        return answer.data.upsertScore.id as string;
      });

      const reads = await run(ids.map((id) => ({ query: GET, variables: { id } })));
      stored = reads.map((answer) => answer.data?.getScore?.incipits ?? []);
      records.forEach(({ record, fields }, index) => {
        const incipits = stored[index];
        expect(incipits.map((incipit) => incipit.pae)).toEqual(
          fields.map((field) => cleanPae(field.p_data)),
        );
        expect(
          incipits.map(({ clef, key_signature, numbering }) => ({
            clef,
            key_signature,
            numbering,
          })),
        ).toEqual(
          fields.map((field) => ({
            clef: rismClef(field),
            key_signature: rismKeySignature(field),
            numbering: [field.a_work, field.b_movement, field.c_incipit].join('.'),
          })),
        );
        expect(reads[index].data.getScore.shelfmark).toBe(`${record.siglum} ${record.shelfmark}`);
      });
      expect(stored.flat()).toHaveLength(1410);
    },
    TIME_LIMIT,
  );

  it(
    'renders every stored incipit with Verovio: it loads and gives SVG, with warnings at most',
    async () => {
      expect(stored.flat()).toHaveLength(1410); // needs the incipits the previous test stored
      const module = await createVerovioModule();
      enableLogToBuffer(1, module); // Verovio's warnings go to getLog(), not the test output
      const toolkit = new VerovioToolkit(module);
      // Line breaking plays no part in whether PAE renders; without it a render takes a third.
      toolkit.setOptions({ inputFrom: 'pae', breaks: 'none' });

      const warned: string[] = [];
      records.forEach(({ record, fields }, r) =>
        stored[r].forEach((incipit, i) => {
          const field = fields[i];
          const where = `${record.id} ${field.a_work}.${field.b_movement}.${field.c_incipit}`;
          // What is stored; the one clef outside spec §9's list (G-3) is RISM's own.
          const document = paeDocument({ ...incipit, clef: incipit.clef ?? field.g_clef });
          const messages = validationMessages(toolkit, document);
          for (const message of messages) {
            expect(typeof message.code, where).toBe('number');
            expect(typeof message.text, where).toBe('string');
            expect(message.type, where).toBe('warning');
          }
          if (messages.length > 0) warned.push(where);
          expect(toolkit.loadData(document), where).toBe(1);
          expect(toolkit.getLog(), where).not.toContain('[Error]');
          expect(toolkit.renderToSVG(1), where).toContain('<svg');
          expect(toolkit.getLog(), where).not.toContain('[Error]');
        }),
      );
      // Validation really ran: the sample holds known invalid PAE, e.g. a fermata on a measure
      // rest with an extra "1" (RISM 402001287, ERR_058), and Verovio 6.3.0 warns about 29.
      expect(warned).toContain('402001287 1.1.1');
      expect(warned.length).toBeLessThan(50);
    },
    TIME_LIMIT,
  );
});
