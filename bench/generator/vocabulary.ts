/*
 * Words the benchmark's data generator builds records from: collections of real music archives
 * (RISM library sigla), surnames and given names of the regions those archives lie in, and the
 * vocabulary of a music cataloguer (professions, watermarks, provenance, extents). Only the
 * collections' names are real; every person and record built from these lists is invented.
 */

/** The items of a comma-separated list (long lists of names stay readable this way). */
function list(items: string): readonly string[] {
  return items.split(/,\s*/);
}

/** Fifty music collections of monasteries and libraries, by RISM siglum. */
export const COLLECTIONS: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['CH-E', 'Kloster Einsiedeln, Musikbibliothek'],
  ['A-KR', 'Benediktinerstift Kremsmünster, Musikarchiv'],
  ['CZ-Pnm', 'Praha, Národní muzeum – České muzeum hudby'],
  ['A-GÖ', 'Stift Göttweig, Musikarchiv'],
  ['D-Mbs', 'München, Bayerische Staatsbibliothek, Musikabteilung'],
  ['CH-EN', 'Benediktinerkloster Engelberg, Musikbibliothek'],
  ['A-Wn', 'Wien, Österreichische Nationalbibliothek, Musiksammlung'],
  ['CH-BM', 'Beromünster, Musikbibliothek des Chorherrenstifts'],
  ['A-SF', 'St. Florian, Augustiner-Chorherrenstift, Musikarchiv'],
  ['D-OB', 'Ottobeuren, Benediktinerabtei, Musikarchiv'],
  ['A-M', 'Melk, Benediktinerstift, Musikarchiv'],
  ['CH-D', 'Kloster Disentis, Musikarchiv'],
  ['A-LA', 'Lambach, Benediktinerstift, Musikarchiv'],
  ['A-SEI', 'Seitenstetten, Benediktinerstift, Musikarchiv'],
  ['CZ-Bm', 'Brno, Moravské zemské muzeum, oddělení dějin hudby'],
  ['A-WIL', 'Zisterzienserstift Wilhering, Musikarchiv'],
  ['CH-SGs', 'St. Gallen, Stiftsbibliothek'],
  ['D-Rp', 'Regensburg, Bischöfliche Zentralbibliothek, Proske-Bibliothek'],
  ['A-KN', 'Klosterneuburg, Augustiner-Chorherrenstift, Musikarchiv'],
  ['A-Ssp', 'Salzburg, Erzabtei St. Peter, Musikarchiv'],
  ['CH-Bu', 'Basel, Universitätsbibliothek, Musiksammlung'],
  ['D-WEY', 'Weyarn, Pfarrkirche, Musikarchiv'],
  ['A-H', 'Herzogenburg, Augustiner-Chorherrenstift, Musikarchiv'],
  ['CH-SAf', 'Sarnen, Benediktinerinnenkloster St. Andreas'],
  ['A-Z', 'Zwettl, Zisterzienserstift, Musikarchiv'],
  ['CH-Zz', 'Zürich, Zentralbibliothek, Musikabteilung'],
  ['A-HE', 'Heiligenkreuz, Zisterzienserstift, Musikarchiv'],
  ['CZ-Pkřiž', 'Praha, Rytířský řád Křižovníků s červenou hvězdou'],
  ['A-ADT', 'Admont, Benediktinerstift, Musikarchiv'],
  ['D-BEU', 'Beuerberg, Salesianerinnenkloster, Musikarchiv'],
  ['CH-BEl', 'Bern, Schweizerische Nationalbibliothek'],
  ['A-VOR', 'Vorau, Augustiner-Chorherrenstift, Musikarchiv'],
  ['D-TEG', 'Tegernsee, Pfarrkirche St. Quirinus, Musikarchiv'],
  ['CH-MÜ', 'Müstair, Kloster St. Johann'],
  ['A-SCH', 'Schlägl, Prämonstratenserstift, Musikarchiv'],
  ['CZ-OSm', 'Osek, Cisterciácký klášter, hudební sbírka'],
  ['A-Sd', 'Salzburg, Dommusikarchiv'],
  ['CH-SO', 'Solothurn, Zentralbibliothek, Musiksammlung'],
  ['D-FW', 'Frauenwörth, Benediktinerinnenabtei, Musikarchiv'],
  ['A-ST', 'Stams, Zisterzienserstift, Musikarchiv'],
  ['CH-Fco', 'Fribourg, Couvent des Cordeliers, Bibliothèque'],
  ['SK-BRnm', 'Bratislava, Slovenské národné múzeum, Hudobné múzeum'],
  ['A-MB', 'Michaelbeuern, Benediktinerabtei, Musikarchiv'],
  ['D-DO', 'Donaueschingen, Fürstlich Fürstenbergische Hofbibliothek'],
  ['CH-W', 'Winterthur, Stadtbibliothek, Musikkollegium'],
  ['PL-Kj', 'Kraków, Biblioteka Jagiellońska'],
  ['I-Bc', 'Bologna, Museo internazionale e biblioteca della musica'],
  ['CH-ZGm', 'Zug, Kloster Maria Opferung'],
  ['A-Wgm', 'Wien, Gesellschaft der Musikfreunde, Archiv'],
  ['CH-AR', 'Altdorf, Kapuzinerkloster'],
];

/**
 * How collections write their shelfmarks; a collection keeps one form, numbered from 1, so a
 * shelfmark is unique in its collection and forms such as "Ms. 1234" recur across collections.
 */
export const SHELFMARK_FORMS: ReadonlyArray<(n: number) => string> = [
  (n) => `Ms. ${n}`,
  (n) => `Mus.ms. ${Math.floor((n - 1) / 5) + 1}/${((n - 1) % 5) + 1}`,
  (n) => `${Math.floor((n - 1) / 100) + 100},${((n - 1) % 100) + 1}`,
  (n) => `Mus. Hs. ${n}`,
  (n) => `kr IV ${n}`,
  (n) => `Mus.Ms.${n}`,
  (n) => `Th ${Math.floor((n - 1) / 20) + 1}.${((n - 1) % 20) + 1}`,
  (n) => `MS ${n}`,
];

/**
 * The composers a monastery archive holds most: the head of the distribution, each with the
 * spellings catalogues use (the first is the primary name). Names and dates are public facts.
 */
export const FAMOUS_COMPOSERS: ReadonlyArray<{ names: string[]; dates: string; cleric?: true }> = [
  {
    names: ['Haydn, Joseph', 'Joseph Haydn', 'Haidn, Joseph', 'Haydn, Giuseppe'],
    dates: '1732-1809',
  },
  { names: ['Haydn, Michael', 'Johann Michael Haydn', 'Haidn, Michael'], dates: '1737-1806' },
  {
    names: ['Mozart, Wolfgang Amadeus', 'W. A. Mozart', 'Mozart, Wolfgango Amadeo'],
    dates: '1756-1791',
  },
  { names: ['Abt, Franz Wilhelm', 'Franz Wilhelm Abt', 'Abt, Franz'], dates: '1819-1885' },
  {
    names: ['Aiblinger, Johann Kaspar', 'Johann Kaspar Aiblinger', 'Aiblinger, Caspar'],
    dates: '1779-1867',
  },
  { names: ['Brixi, Franz Xaver', 'František Xaver Brixi', 'Brixy, Franz'], dates: '1732-1771' },
  { names: ['Schiedermayr, Johann Baptist', 'Schiedermair, Johann Baptist'], dates: '1779-1840' },
  { names: ['Diabelli, Anton', 'Anton Diabelli', 'Diabelli, Antonio'], dates: '1781-1858' },
  {
    names: ['Rathgeber, Valentin', 'Johann Valentin Rathgeber', 'Rathgeb, Valentin'],
    dates: '1682-1750',
    cleric: true,
  },
  {
    names: ['Zwyssig, Alberik', 'P. Alberik Zwyssig', 'Zwissig, Alberich'],
    dates: '1808-1854',
    cleric: true,
  },
  { names: ['Ett, Caspar', 'Kaspar Ett'], dates: '1788-1847' },
  { names: ['Pergolesi, Giovanni Battista', 'Pergolese, Giovanni Battista'], dates: '1710-1736' },
  { names: ['Hasse, Johann Adolph', 'Hasse, Giovanni Adolfo'], dates: '1699-1783' },
  { names: ['Albrechtsberger, Johann Georg', 'Albrechtsperger, Georg'], dates: '1736-1809' },
  { names: ['Gänsbacher, Johann Baptist', 'Gaensbacher, Johann'], dates: '1778-1844' },
  { names: ['Eberlin, Johann Ernst', 'Eberle, Johann Ernst'], dates: '1702-1762' },
  {
    names: ['Schmid, Johann Baptist', 'Schmidt, Johann Baptist', 'Schmied, Johann'],
    dates: '1760-1818',
  },
  { names: ['Kempter, Karl', 'Karl Kempter', 'Kempter, Carl'], dates: '1819-1871' },
  { names: ['Holzbauer, Ignaz', 'Ignaz Holzbauer', 'Holtzbauer, Ignatius'], dates: '1711-1783' },
  { names: ['Dvořák, Antonín', 'Dvorak, Anton', 'Antonín Dvořák'], dates: '1841-1904' },
  {
    names: ['Bühler, Franz', 'Buehler, Franz', 'P. Gregor Bühler'],
    dates: '1760-1823',
    cleric: true,
  },
  { names: ['Sechter, Simon', 'Simon Sechter'], dates: '1788-1867' },
  { names: ['Zach, Johann', 'Jan Zach', 'Zach, Giovanni'], dates: '1713-1773' },
  { names: ['Lasser, Johann Baptist', 'Lasser, Giovanni Battista'], dates: '1751-1805' },
];

export const SURNAMES = list(
  'Müller, Meier, Schmid, Keller, Huber, Weber, Schneider, Fischer, Baumann, Brunner, ' +
    'Gerber, Frei, Wyss, Kälin, Steiner, Zimmermann, Moser, Bühler, Gut, Lüthi, Suter, ' +
    'Egger, Hofer, Graf, Bachmann, Kunz, Ochsner, Zünd, Schönbächler, Gyr, Birchler, Fuchs, ' +
    'Wolf, Lang, Berger, Winkler, Pichler, Gruber, Leitner, Wimmer, Moosbrugger, Aigner, ' +
    'Auer, Haas, Reiter, Lechner, Holzer, Mayr, Strobl, Eder, Ebner, Brandstätter, Hölzl, ' +
    'Öttl, Außerhofer, Novák, Svoboda, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, ' +
    'Němec, Pokorný, Hájek, Jelínek, Růžička, Beneš, Fiala, Sedláček, Doležal, Zeman, Rossi, ' +
    'Bianchi, Ferrari, Galli, Conti, Martini, Sartori, Bonaventura, Pasquali, Vitali, ' +
    'Caldara, Porpora, Jommelli, Lotti, Durante, Leo, Sarti, Paisiello, Dubois, Lefèvre, ' +
    'Girard, Rousseau, Bourgeois, Chevalier, Mercier, Perrin, Kowalski, Nowak, Wiśniewski, ' +
    'Zieliński, Szymański, Kovács, Szabó, Tóth, Haydn, Vogler, Stadler, Schubert, Reutter, ' +
    'Werner, Königsperger, Pausch, Holzinger, Schnabel, Drobisch, Stölzel, Hammerschmidt, ' +
    'Schröter, Fasch, Krebs',
);

/** Stems and endings of invented surnames: most combinations name few people. */
export const SURNAME_STEMS = list(
  'Brun, Wald, Berg, Stein, Hof, Bach, Rein, Schön, Eich, Linden, Ross, Tann, Feld, Holz, ' +
    'Kirch, Mühl, Sonn, Wies, Zell, Gall, Ried, Moos, Hag, Gries, Lärch, Fels, Bruck, Dorn, ' +
    'Egg, Farn, Grün, Hasel, Kalt, Lauf, Matt, Nuss, Ober, Pfaff, Rüt, Sand, Tobel, Unter, ' +
    'Weid, Zwing, Alb, Blum, Dürr, Ehr',
);
export const SURNAME_MIDDLES = ['', '', '', 'en', 'er', 'ing', 'ham', 'li', 'el', 'i'];
export const SURNAME_ENDINGS = list(
  'egger, hauser, mann, berger, bühler, inger, hofer, maier, schwand, thaler, wyler, ' +
    'acher, rieder, stätter, huber, ler, meister, moser, reiter, schmid, weger, zeller, ' +
    'brunner, gasser, kofler, lechner, matter, steiner, wald, bauer',
);

export const GIVEN_NAMES = list(
  'Johann, Joseph, Franz, Anton, Karl, Jakob, Georg, Martin, Peter, Paul, Ignaz, Benedikt, ' +
    'Leopold, Matthäus, Michael, Sebastian, Andreas, Lorenz, Kaspar, Balthasar, Melchior, ' +
    'Wenzel, Xaver, Alois, Fridolin, Meinrad, Gallus, Beat, Niklaus, Ulrich, Ambros, ' +
    'Coelestin, Placidus, Maurus, Bonifaz, Ildefons, Gregor, Maria Anna, Theresia, ' +
    'Katharina, Scholastika, Walburga, Agatha, Cäcilia, Clara, Antonín, František, Jiří, ' +
    'Václav, Jan, Giuseppe, Giovanni, Antonio, Pietro, Jean, François, Étienne, Józef, ' +
    'Stanisław, János, Ferenc',
);

/** Latin or Italian forms a catalogue may use for a given name. */
export const GIVEN_NAME_FORMS: Readonly<Record<string, string>> = {
  Johann: 'Joannes',
  Joseph: 'Giuseppe',
  Franz: 'Franciscus',
  Anton: 'Antonius',
  Karl: 'Carolus',
  Jakob: 'Jacobus',
  Georg: 'Georgius',
  Peter: 'Petrus',
  Michael: 'Michele',
  Ignaz: 'Ignatius',
  Benedikt: 'Benedictus',
  Wenzel: 'Wenceslaus',
};

/** Spellings that catalogues confuse, applied to a surname to make a variant of it. */
export const MISSPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/dt$/, 't'],
  [/([^d])t$/, '$1dt'],
  [/d$/, 'dt'],
  [/ay/, 'ai'],
  [/ai/, 'ay'],
  [/ei/, 'ey'],
  [/ey/, 'ei'],
  [/y/, 'i'],
  [/ä/, 'ae'],
  [/ö/, 'oe'],
  [/ü/, 'ue'],
  [/ck/, 'k'],
  [/tz/, 'z'],
  [/ph/, 'f'],
  [/ll/, 'l'],
  [/([^aeiou])er$/, '$1ner'],
  [/i$/, 'y'],
  [/mann$/, 'man'],
  [/ß/, 'ss'],
];

export const PROFESSIONS = list(
  'Komponist, Organist, Kapellmeister, Chorregent, Schullehrer, Kantor, Kopist, ' +
    'Stiftsmusiker, Hofmusiker, Violinist, Pfarrer, Musiklehrer, Domkapellmeister',
);

export const RELIGIOUS_ORDERS = ['OSB', 'OCist', 'CanReg', 'OFMCap', 'SJ', 'OPraem'];

export const WATERMARKS = list(
  'Lilie, Posthorn, Wappen von Bern, Bär, Krone über Schild, C & I HONIG, JW, Doppeladler, ' +
    'Hirsch, Baselstab, Narrenkappe, Traube, Mondsichel, GF, Schwan',
);

export const PROVENANCES = [
  'Kloster Rheinau',
  'Kloster St. Urban',
  'Kloster Fischingen',
  'Nachlass eines Chorregenten',
  'Pfarrkirche Schwyz',
  'Kloster Muri',
  'Stift Wettingen',
  'Jesuitenkolleg Luzern',
  'Kloster Pfäfers',
  'Sammlung Bürgi',
  'Chorherrenstift Zurzach',
  'Frauenkloster Fahr',
];

export const PART_EXTENTS = [
  '1 score (12 p.)',
  '1 score (24 f.)',
  '10 parts',
  '14 parts',
  '8 parts',
  '6 parts',
  '1 score (8 p.), 12 parts',
  '4 vocal parts, 7 instrumental parts',
  '1 f.',
  '22 parts',
];

export const MEASUREMENTS = [
  '23 x 31 cm',
  '22,5 x 30 cm',
  '33 x 21 cm',
  '24 x 32 cm',
  '35 x 25 cm',
];

export const WEAR = ['Wasserflecken', 'Tintenfraß', 'beschnitten', 'Einband beschädigt'];

/** Keys as RISM's codes (packages/domain score-keys.ts): E|b is E-flat major, a A minor, 8t mode 8. */
export const KEYS = list('C, D, E|b, F, G, A, B|b, a, c, d, e, g, E, b, f, A|b, 8t, 1t');

/** A scoring when the RISM record's incipits name no voice. */
export const SCORINGS: ReadonlyArray<string[]> = [
  ['S', 'A', 'T', 'B', 'org'],
  ['S', 'A', 'T', 'B', 'vl 1', 'vl 2', 'org'],
  ['S', 'org'],
  ['vl 1', 'vl 2', 'vla', 'b'],
  ['org'],
  ['pf'],
  ['S', 'A', 'T', 'B', 'cor 1', 'cor 2', 'vl 1', 'vl 2', 'vlne', 'org'],
];

export const CATALOG_NAMES = [
  'Catalogus musicalium chori',
  'Verzeichnis der Kirchenmusikalien',
  'Inventarium der Musikalien',
  'Catalogus musicae sacrae',
  'Musikalienverzeichnis des Chorregenten',
  'Index operum musicorum',
];
