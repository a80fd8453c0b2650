/*
 * Genres of the demonstration scores, derived from RISM's uniform titles (MARC 240). RISM files
 * instrumental and liturgical works under a standard plural ("Masses", "Sonatas") and sacred
 * works under their text incipit ("Salve regina"); songs under their own title. A monastery's
 * catalogue names genres in Latin for the liturgy and in German otherwise, as below.
 */

/** Uniform titles that are genre terms: the score's short title is then "Author — Genre in key". */
const GENERIC_TITLES: Record<string, string> = {
  Masses: 'Missa',
  Requiems: 'Requiem',
  Vespers: 'Vesperae',
  Litanies: 'Litaniae',
  'Te Deum': 'Te Deum',
  Passion: 'Passio',
  Sonatas: 'Sonate',
  Fugues: 'Fuge',
  Quartets: 'Quartett',
  Trios: 'Trio',
  Concertos: 'Konzert',
  Symphonies: 'Sinfonie',
  Overtures: 'Ouvertüre',
  Versets: 'Versetten',
  'Keyboard pieces': 'Klavierstück',
  Ländler: 'Ländler',
  Waltzes: 'Walzer',
  Galops: 'Galopp',
  Quodlibets: 'Quodlibet',
};

/** Proper chants and other liturgical texts, by their first words. */
const LITURGICAL_TEXTS: Array<[string, string[]]> = [
  [
    'Hymnus',
    [
      'Veni creator spiritus',
      'Pange lingua',
      'Tantum ergo',
      'Ave maris stella',
      'Aeterne rex altissime',
      'Jesu dulcis memoria',
      'O lux beata trinitas',
      'Adeste fideles',
    ],
  ],
  ['Antiphona', ['Salve regina', 'Regina caeli', 'Alma redemptoris mater', 'Ave regina caelorum']],
  [
    'Graduale',
    ['Locus iste', 'Os justi', 'Specie tua', 'Benedicta et venerabilis', 'Domine praevenisti eum'],
  ],
  [
    'Offertorium',
    [
      'Justus ut palma',
      'Gloria et honore',
      'Ascendit Deus',
      'Confitebuntur caeli',
      'Adorabo ad templum',
      'Veritas mea',
      'Custodi me Domine',
      'Justorum animae',
      'Jubilate Deo omnis terra',
    ],
  ],
  ['Motette', ['Ave Maria', 'O salutaris hostia', 'Salvator mundi']],
];

const ITALIAN_ARIAS = [
  "Fatal gelo d'un cuore",
  'Dona che tutto attende',
  'Ostia umil sangue innocente',
  'Sei mio con te respiro',
];

const KEYBOARD = /^(pf|org|cemb|harmonium)\b/;
// A choir part: numbered voices ("T 1", "S 2"), or "coro".
const CHOIR = /\bcoro\b|^[SATB] \d/;

/** True when the uniform title is a genre term (RISM's standard plural titles and the like). */
export function isGenericTitle(uniformTitle: string): boolean {
  return uniformTitle in GENERIC_TITLES;
}

/**
 * The genre of a RISM record: from its uniform title when that names a genre or a liturgical
 * text; else from what its incipits show — keyboard pieces, choral songs (choir parts), songs
 * (texted), instrumental pieces.
 */
export function genreOf(uniformTitle: string, voices: readonly string[], hasText: boolean): string {
  const generic = GENERIC_TITLES[uniformTitle];
  if (generic) return generic;
  const title = uniformTitle.toLowerCase();
  for (const [genre, texts] of LITURGICAL_TEXTS) {
    if (texts.some((text) => title === text.toLowerCase())) return genre;
  }
  if (ITALIAN_ARIAS.includes(uniformTitle)) return 'Arie';
  if (/^kantate\b/i.test(uniformTitle)) return 'Kantate';
  if (/marsch$/i.test(uniformTitle)) return 'Marsch';
  if (uniformTitle === 'Paulus') return 'Oratorium';
  if (!hasText) {
    if (voices.some((voice) => voice.startsWith('org'))) return 'Orgelstück';
    if (voices.length > 0 && voices.every((voice) => KEYBOARD.test(voice))) return 'Klavierstück';
    return 'Instrumentalstück';
  }
  return voices.some((voice) => CHOIR.test(voice)) ? 'Chorlied' : 'Lied';
}
