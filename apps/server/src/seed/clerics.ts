import type { PlannedPerson } from './people-plan';

/*
 * Clerics of the monasteries, INVENTED for the demonstration data: these fathers never lived,
 * and their vow book entries and syllabus entries are written for the demonstration, in the
 * form such sources take (the profession formula follows chapter 58 of the Rule of St Benedict).
 * Each says so in its notes. The composers, by contrast, are real (RISM).
 */

const INVENTED = 'Erfundene Person der Demonstrationsdaten, keine historische Person.';

/** Clerics by key; `monastery` is the prefix of the collection they served. */
export const CLERICS: Array<PlannedPerson & { key: string; monastery: string }> = [
  {
    key: 'kaelin',
    monastery: 'CH-E',
    names: [
      { name: 'Kälin, Meinrad', primary: true },
      { name: 'P. Meinrad Kälin OSB', primary: false },
      { name: 'Meinradus Kaelin', primary: false },
    ],
    dates: '1811-1872',
    cleric: true,
    firstMass: '29. September 1835',
    profession: 'Benediktiner, Kapellmeister des Stifts',
    notes: INVENTED,
    vowBookEntry: {
      citation: 'Liber professionum, Bd. 3, S. 112, Nr. 498',
      transcription:
        'Ego Frater Meinradus Kälin, Einsidlensis, promitto stabilitatem et conversionem morum ' +
        'meorum et obedientiam secundum regulam Sancti Patris Benedicti coram Deo et Sanctis ' +
        'eius in hoc Monasterio Beatae Mariae Virginis Einsidlensis, in praesentia Reverendissimi ' +
        'Domini Abbatis. Die 8. Septembris 1831.',
    },
    syllabi: [
      {
        citation: 'Catalogus religiosorum Monasterii Einsidlensis 1850, S. 7',
        transcription:
          'P. Meinradus Kälin, Einsidlensis, nat. 1811, prof. 1831, sac. 1835, chori musici praefectus.',
        translation:
          'P. Meinrad Kälin, von Einsiedeln, geboren 1811, Profess 1831, Priesterweihe 1835, ' +
          'Leiter der Stiftsmusik (Kapellmeister).',
      },
      {
        citation: 'Catalogus religiosorum Monasterii Einsidlensis 1865, S. 5',
        transcription:
          'P. Meinradus Kälin, Einsidlensis, nat. 1811, prof. 1831, sac. 1835, subprior, ' +
          'chori musici praefectus emeritus.',
        translation:
          'P. Meinrad Kälin, von Einsiedeln, geboren 1811, Profess 1831, Priesterweihe 1835, ' +
          'Subprior, ehemaliger Kapellmeister.',
      },
    ],
    sources: [
      {
        citation: 'Nekrolog, in: Jahresbericht der Stiftsschule 1872/73, S. 31–33',
        description: 'Erfunden (Demonstrationsdaten).',
      },
    ],
  },
  {
    key: 'ochsner',
    monastery: 'CH-E',
    names: [
      { name: 'Ochsner, Gallus', primary: true },
      { name: 'P. Gallus Ochsner', primary: false },
    ],
    dates: '1824-1889',
    cleric: true,
    firstMass: '15. August 1849',
    profession: 'Benediktiner, Stiftsorganist',
    notes: `${INVENTED} Legte 1875 den Catalogus musicalium des Stiftschors an.`,
    vowBookEntry: {
      citation: 'Liber professionum, Bd. 3, S. 141, Nr. 527',
      transcription:
        'Ego Frater Gallus Ochsner, Suitensis, promitto stabilitatem et conversionem morum ' +
        'meorum et obedientiam secundum regulam Sancti Patris Benedicti coram Deo et Sanctis ' +
        'eius in hoc Monasterio Einsidlensis. Die 21. Martii 1845.',
    },
    syllabi: [
      {
        citation: 'Catalogus religiosorum Monasterii Einsidlensis 1865, S. 9',
        transcription: 'P. Gallus Ochsner, Suitensis, nat. 1824, prof. 1845, sac. 1849, organista.',
        translation:
          'P. Gallus Ochsner, von Schwyz, geboren 1824, Profess 1845, Priesterweihe 1849, Organist.',
      },
    ],
    sources: [],
  },
  {
    key: 'frey',
    monastery: 'CH-EN',
    names: [
      { name: 'Frey, Columban', primary: true },
      { name: 'P. Columban Frey', primary: false },
    ],
    dates: '1790-1853',
    cleric: true,
    firstMass: '24. Juni 1815',
    profession: 'Benediktiner, Musiklehrer an der Klosterschule',
    notes: INVENTED,
    vowBookEntry: {
      citation: 'Professbuch Engelberg, fol. 58v',
      transcription:
        'Ego Frater Columbanus Frey, Lucernensis, promitto stabilitatem et conversionem morum ' +
        'meorum et obedientiam secundum regulam Sancti Patris Benedicti in hoc Monasterio Montis ' +
        'Angelorum. Die 11. Novembris 1811.',
    },
    syllabi: [
      {
        citation: 'Series religiosorum Montis Angelorum 1830, S. 4',
        transcription: 'P. Columbanus Frey, Lucernensis, musices in schola nostra magister.',
        translation: 'P. Columban Frey, von Luzern, Musiklehrer an unserer Schule.',
      },
    ],
    sources: [],
  },
  {
    key: 'caminada',
    monastery: 'CH-D',
    names: [
      { name: 'Caminada, Sigisbert', primary: true },
      { name: 'P. Sigisbert Caminada', primary: false },
    ],
    dates: '1830-1894',
    cleric: true,
    firstMass: '8. Juli 1855',
    profession: 'Benediktiner, Organist',
    notes: INVENTED,
    vowBookEntry: {
      citation: 'Liber professionum Desertinensis, S. 77',
      transcription:
        'Ego Frater Sigisbertus Caminada, Curiensis, promitto stabilitatem et conversionem morum ' +
        'meorum et obedientiam secundum regulam Sancti Patris Benedicti in hoc Monasterio ' +
        'Desertinensi. Die 29. Septembris 1851.',
    },
    syllabi: [],
    sources: [],
  },
];
