import { featureTexts } from '../i18n/feature-texts';

/** Interface texts of "Cite this record" (English, German). */
export const citeTexts = featureTexts(
  {
    'cite.button': 'Cite',
    'cite.title': 'Cite this record',
    'cite.copy': 'Copy citation',
    'cite.copied': 'The citation has been copied to the clipboard.',
    'cite.failed': 'The citation could not be copied. Please select its text and copy it yourself.',
    'cite.downloads': 'Download the citation for a reference manager',
    'cite.bibtex': 'BibTeX',
    'cite.ris': 'RIS',
    'cite.csl': 'CSL-JSON',
    'cite.download_label': 'Download as {{format}}',
    'cite.data': 'For other catalogues',
    'cite.linked_data_link': 'This record as JSON-LD (schema.org)',
    'cite.marc_record': 'This record as MARC 21 (MARCXML)',
    'cite.marc_collection': 'All its scores as MARC 21 (MARCXML)',
  },
  {
    'cite.button': 'Zitieren',
    'cite.title': 'Diesen Datensatz zitieren',
    'cite.copy': 'Zitation kopieren',
    'cite.copied': 'Die Zitation wurde in die Zwischenablage kopiert.',
    'cite.failed':
      'Die Zitation konnte nicht kopiert werden. Bitte markieren Sie den Text und kopieren Sie ihn selbst.',
    'cite.downloads': 'Die Zitation für eine Literaturverwaltung herunterladen',
    'cite.bibtex': 'BibTeX',
    'cite.ris': 'RIS',
    'cite.csl': 'CSL-JSON',
    'cite.download_label': 'Als {{format}} herunterladen',
    'cite.data': 'Für andere Kataloge',
    'cite.linked_data_link': 'Dieser Datensatz als JSON-LD (schema.org)',
    'cite.marc_record': 'Dieser Datensatz als MARC 21 (MARCXML)',
    'cite.marc_collection': 'Alle ihre Musikalien als MARC 21 (MARCXML)',
  },
);
