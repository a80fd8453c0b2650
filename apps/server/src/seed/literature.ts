/*
 * Publications and places of the demonstration data. RISM A/II and MGG are real reference works;
 * the thematic catalogue of the Einsiedeln choir is invented (its notes say so).
 */

export const RISM_A2 = 'RISM A/II';
export const MGG2 = 'MGG2';
export const THEMATIC_CATALOGUE = 'TVE';

export const DEMO_PUBLICATIONS = [
  {
    shortTitle: RISM_A2,
    title:
      'Répertoire International des Sources Musicales, Serie A/II: Musikhandschriften nach 1600',
    extent: 'Datenbank',
    publisher: 'RISM Zentralredaktion',
    publicationDate: 'seit 1976',
    publicationPlace: 'Frankfurt am Main',
    notes:
      'Zitiert mit der RISM-ID des Nachweises; online unter https://rism.online. ' +
      'RISM releases all data under a Creative Commons Attribution 3.0 Unported License (CC BY).',
  },
  {
    shortTitle: MGG2,
    title:
      'Die Musik in Geschichte und Gegenwart. Allgemeine Enzyklopädie der Musik, ' +
      'zweite, neubearbeitete Ausgabe, hrsg. von Ludwig Finscher',
    extent: '29 Bde.',
    publisher: 'Bärenreiter; Metzler',
    publicationDate: '1994–2008',
    publicationPlace: 'Kassel; Stuttgart',
    notes: 'Personenteil; online als MGG Online.',
  },
  {
    shortTitle: THEMATIC_CATALOGUE,
    title: 'Thematisches Verzeichnis der Musikalien des Stiftschors Einsiedeln',
    extent: 'XII, 348 S.',
    publisher: 'Selbstverlag des Stifts',
    publicationDate: '1998',
    publicationPlace: 'Einsiedeln',
    notes: 'Erfunden (Demonstrationsdaten): dieses Verzeichnis gibt es nicht.',
  },
];

/** The places; the three monasteries are cited by the clerics' attributions. */
export const DEMO_PLACES = [
  'Einsiedeln',
  'Engelberg',
  'Disentis',
  'Luzern',
  'Schwyz',
  'St. Gallen',
  'Zürich',
];

/** The place of each monastery, by collection prefix. */
export const MONASTERY_PLACES: Record<string, string> = {
  'CH-E': 'Einsiedeln',
  'CH-EN': 'Engelberg',
  'CH-D': 'Disentis',
};

/**
 * Composers of the demonstration scores with an article in MGG2's Personenteil: their
 * attributions cite MGG2 as the publication that documents them.
 */
export const COMPOSERS_IN_MGG = new Set([
  'Abt, Franz Wilhelm',
  'Adam, Adolphe Charles',
  'Adlgasser, Anton Cajetan',
  'Aiblinger, Johann Kaspar',
  'Albrechtsberger, Johann Georg',
  'Diabelli, Anton',
  'Hoffmeister, Franz Anton',
  'Huber, Hans',
  'Kreutzer, Conradin',
  'Lachner, Franz Paul',
  'Lotti, Antonio',
  'Mendelssohn Bartholdy, Felix',
]);
