import { describe, expect, it } from 'vitest';
import createVerovioModule from 'verovio/wasm';
import { enableLogToBuffer, VerovioToolkit } from 'verovio/esm';
import { cleanPae, paeDocument } from '@partitura/domain';
import { RISM_PAE_RECORDS, rismIncipitInput } from '../test/rism-incipits';

/*
 * Every PAE incipit with note data in the RISM sample (RISM, CC BY 3.0; apps/server/fixtures/rism)
 * renders in Verovio as it is stored: the fields sent, the PAE as cleanPae makes it. That the save
 * stores exactly this, on either database, scores/melody-search.test.ts checks by reading all
 * 1,410 back through getScore; rendering needs no database, so this file runs once.
 */

const TIME_LIMIT = 180_000;

/** Verovio's validation messages of a document, flattened: "data" holds a list, others one. */
function validationMessages(toolkit: VerovioToolkit, document: string) {
  return Object.values(toolkit.validatePAE(document)).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  ) as Array<{ code: unknown; text: unknown; type: unknown }>;
}

describe('the RISM sample incipits', () => {
  it(
    'render every one with Verovio: it loads and gives SVG, with warnings at most',
    async () => {
      const module = await createVerovioModule();
      enableLogToBuffer(1, module); // Verovio's warnings go to getLog(), not the test output
      const toolkit = new VerovioToolkit(module);
      // Line breaking plays no part in whether PAE renders; without it a render takes a third.
      toolkit.setOptions({ inputFrom: 'pae', breaks: 'none' });

      const warned: string[] = [];
      let rendered = 0;
      RISM_PAE_RECORDS.forEach(({ record, fields }, r) =>
        fields.forEach((field) => {
          const where = `${record.id} ${field.a_work}.${field.b_movement}.${field.c_incipit}`;
          const stored = { ...rismIncipitInput(field, r), pae: cleanPae(field.p_data) };
          // The one clef outside spec §9's list (G-3), which the save leaves out, is RISM's own.
          const document = paeDocument({ ...stored, clef: stored.clef ?? field.g_clef });
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
          rendered++;
        }),
      );
      expect(rendered).toBe(1410);
      // Validation really ran: the sample holds known invalid PAE, e.g. a fermata on a measure
      // rest with an extra "1" (RISM 402001287, ERR_058), and Verovio 6.3.0 warns about 29.
      expect(warned).toContain('402001287 1.1.1');
      expect(warned.length).toBeLessThan(50);
    },
    TIME_LIMIT,
  );
});
