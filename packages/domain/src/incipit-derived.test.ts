import { describe, expect, it } from 'vitest';
import { cleanPae, incipitNumbering, paeDocument } from './incipit-derived';

/*
 * Real PAE, copied verbatim: Verovio's rendering tests (rism-digital/verovio doc/tests/pae,
 * LGPL-3.0-or-later) and RISM incipits from Muscat's sample data (CC BY 3.0).
 */
const VEROVIO_G2_CLEF =
  "@start:clefs\n@clef:G-2\n@keysig:\n@key: \n@timesig:\n@data:'4G\n@end:clefs\n";
const VEROVIO_BASE_TUPLET =
  "@start:base_tuplet\n@clef:G-2\n@keysig:\n@key: \n@timesig:c/\n@data:4({8''DF'F};3)4({8''DG'G};3)4({8''CF'F};3)4({8''EA'A};3)/4({8''CF'F};3)4({8''DG'G};3)\n@end:base_tuplet\n";
const VEROVIO_QUINTUPLET_BEAM =
  "@start:quintuplet_beam\n@clef:G-2\n@keysig:\n@key:\n@timesig:c\n@data:8({'3DEFGA};5)\n@end:quintuplet_beam\n";
const VEROVIO_KEYSIG_CHANGE =
  "@clef:G-2\n@keysig:xF\n@timesig:3/8\n@data:=25//=5//$xFCG @c 2-4.-'8E/{6AGFE}{8A''C}'B''4D{6C'B}/{''DC'BA}{''8EA}";
const VEROVIO_CLEF_CHANGES =
  "@clef:F-4\n@keysig:bB\n@timesig:c\n@data:,6{FA'CF} %G-2{''6CEA'''C} %F-4{,6FB'DF} %G-2{''6DFA'''D}/";
// Malformed upstream: literal "\n\" after each header field and a stray quote at the end.
const VEROVIO_MEASURE_RESTS =
  "@clef:G-2\\n\\\n@keysig:xF\\n\\\n@timesig:3/8\\n\\\n@data:=25//$xFCG @c 2-4.-'8E/{6AGFE}{8A''C}'B''4D{6C'B}/{''DC'BA}{''8EA}\"";
// RISM 402004756 (incipit 30583003): in-line time signature changes, spaces inside the data.
const RISM_TIME_CHANGES =
  "'8F/BBDD(xCnEA)/AA''4F8C'A/ @2/4 4GF/ @c ''E8C'G4F8nE-/ @3/4 4E4.F8bG/4G8{GxG}AnB/''4.C8DxD8nE/4F'F-/";
// RISM 402001287 (30573828): repeats with colons, measure rests.
const RISM_REPEATS = "=4/(=1)//:{8'DF}F/{FB}F/{DF}F/{GB''D}/4.F+/{8FE}D/4C8C/{C'B''C}/4(D)8(-)/";
// RISM 402004755 (30582995): in-line key signature change.
const RISM_KEY_CHANGE = "4-2-/1-/ $bBEA '4C,G-G/'2C+4(CDE)/2.D,4nA/1nB/";

describe('cleanPae', () => {
  it('reduces an exchange-form incipit with start header and end marker to its note data', () => {
    expect(cleanPae(VEROVIO_G2_CLEF)).toBe("'4G");
    expect(cleanPae(VEROVIO_QUINTUPLET_BEAM)).toBe("8({'3DEFGA};5)");
    expect(cleanPae(VEROVIO_BASE_TUPLET)).toBe(
      "4({8''DF'F};3)4({8''DG'G};3)4({8''CF'F};3)4({8''EA'A};3)/4({8''CF'F};3)4({8''DG'G};3)",
    );
  });

  it('removes a header without start or end marker, keeping in-line changes in the data', () => {
    expect(cleanPae(VEROVIO_KEYSIG_CHANGE)).toBe(
      "=25//=5//$xFCG @c 2-4.-'8E/{6AGFE}{8A''C}'B''4D{6C'B}/{''DC'BA}{''8EA}",
    );
    expect(cleanPae(VEROVIO_CLEF_CHANGES)).toBe(
      ",6{FA'CF} %G-2{''6CEA'''C} %F-4{,6FB'DF} %G-2{''6DFA'''D}/",
    );
  });

  it('removes a malformed header with the rest of the header but does not repair the data', () => {
    expect(cleanPae(VEROVIO_MEASURE_RESTS)).toBe(
      "=25//$xFCG @c 2-4.-'8E/{6AGFE}{8A''C}'B''4D{6C'B}/{''DC'BA}{''8EA}\"",
    );
  });

  it('leaves clean RISM note data untouched, including "@" time changes, "$" key changes and ":" repeats', () => {
    for (const data of [RISM_TIME_CHANGES, RISM_REPEATS, RISM_KEY_CHANGE]) {
      expect(cleanPae(data)).toBe(data);
    }
  });

  it('is idempotent', () => {
    for (const pae of [
      VEROVIO_G2_CLEF,
      VEROVIO_BASE_TUPLET,
      VEROVIO_KEYSIG_CHANGE,
      RISM_TIME_CHANGES,
    ]) {
      expect(cleanPae(cleanPae(pae))).toBe(cleanPae(pae));
    }
  });

  it('removes line breaks of every kind, also inside the data', () => {
    expect(cleanPae("@clef:G-2\r\n@data:'4G/\r\n4A/\r@end:x\r\n")).toBe("'4G/4A/");
    expect(cleanPae("'4G/\n4A/")).toBe("'4G/4A/");
  });

  it('removes an end marker that follows the data on the same line', () => {
    expect(cleanPae("@start:x@clef:G-2@data:'4G@end:x")).toBe("'4G");
  });

  it('gives an empty string for missing or header-only input', () => {
    expect(cleanPae(null)).toBe('');
    expect(cleanPae(undefined)).toBe('');
    expect(cleanPae('  \n ')).toBe('');
    expect(cleanPae('@start:x\n@clef:G-2\n@data:\n@end:x\n')).toBe('');
  });
});

describe('incipitNumbering', () => {
  it('joins number, movement and section with dots', () => {
    expect(incipitNumbering({ number: 1, movement: 2, section: 1 })).toBe('1.2.1');
  });

  it('leaves out the parts not given', () => {
    expect(incipitNumbering({ number: 1, movement: 1, section: null })).toBe('1.1');
    expect(incipitNumbering({ number: 2 })).toBe('2');
    expect(incipitNumbering({ number: 1, movement: null, section: 3 })).toBe('1.3');
    expect(incipitNumbering({ number: '', movement: ' ', section: null })).toBe('');
  });

  it('counts a zero as given and accepts numeric strings', () => {
    expect(incipitNumbering({ number: 0, movement: 1 })).toBe('0.1');
    expect(incipitNumbering({ number: ' 3 ', movement: '2' })).toBe('3.2');
  });
});

describe('paeDocument', () => {
  it("builds Verovio's exchange form from clef, key signature, time signature and data", () => {
    // RISM 403009782 (incipit 30615648): Lüthi, "Vo Luzern uf Weggis zue".
    expect(
      paeDocument({
        clef: 'G-2',
        key_signature: 'bB',
        time_signature: '2/4',
        pae: "'8{CF}{F6EF}/{8GD}4G/",
      }),
    ).toBe("@clef:G-2\n@keysig:bB\n@timesig:2/4\n@data:'8{CF}{F6EF}/{8GD}4G/");
  });

  it('leaves absent fields empty, keeping all four fields in their order', () => {
    expect(paeDocument({ pae: "'4G" })).toBe("@clef:\n@keysig:\n@timesig:\n@data:'4G");
    expect(
      paeDocument({ clef: null, key_signature: undefined, time_signature: '', pae: null }),
    ).toBe('@clef:\n@keysig:\n@timesig:\n@data:');
  });

  it('cleans the data, so pasted exchange-form PAE gives the same document as its note data', () => {
    const fields = { clef: 'G-2', key_signature: null, time_signature: 'c/' };
    expect(paeDocument({ ...fields, pae: VEROVIO_BASE_TUPLET })).toBe(
      paeDocument({ ...fields, pae: cleanPae(VEROVIO_BASE_TUPLET) }),
    );
    for (const pae of [VEROVIO_G2_CLEF, VEROVIO_KEYSIG_CHANGE, RISM_TIME_CHANGES, RISM_REPEATS]) {
      expect(cleanPae(paeDocument({ clef: 'C-1', pae }))).toBe(cleanPae(pae));
    }
  });

  it('trims header values and removes line breaks from them so no value can start another field', () => {
    expect(
      paeDocument({
        clef: ' F-4 ',
        key_signature: 'bBE ',
        time_signature: '3/4\n@data:x',
        pae: '2C',
      }),
    ).toBe('@clef:F-4\n@keysig:bBE\n@timesig:3/4@data:x\n@data:2C');
  });
});
