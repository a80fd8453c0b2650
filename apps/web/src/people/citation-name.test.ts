import { messages } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { personTexts } from './i18n';

// One name for one thing (issue 24): the syllabus's and the vow book entry's citation field is
// labelled "Citation" ("Quellenangabe"), and its error says so, not "Source" ("Quelle").
describe('the citation of a syllabus and of a vow book entry', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`is named in its error as its field is labelled (${locale})`, () => {
      const texts = personTexts[locale];
      for (const [label, key] of [
        [texts['people.syllabus_citation'], 'Syllabus.error_source_empty'],
        [texts['people.vow_citation'], 'VowBookEntry.error_source_empty'],
      ] as const)
        expect(messages[locale][key].startsWith(`${label} `), key).toBe(true);
    });
  }
});
