import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { DIGITAL_COPY_MESSAGES } from './digital-copy-messages';
import { FILE_MESSAGES } from './file-messages';
import { IMPORT_MESSAGES } from './import-messages';
import { HISTORY_MESSAGES } from './history-messages';
import { MESSAGE_KEYS, interpolate, isMessageKey, messages, translate } from './messages';
import type { MessageKey } from './messages';
import { ACCOUNT_SERVER_MESSAGES } from './account-messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { REFERENCE_MESSAGES } from './reference-messages';
import { AUTHORITY_MESSAGES } from './authority-messages';
import { INPUT_MESSAGES } from './input-messages';
import { SEARCH_MESSAGES } from './search-messages';

const VALIDATION_KEYS: MessageKey[] = [
  'Catalog.error_name_empty',
  'Catalog.error_prefix_empty',
  'Catalog.error_collection_empty',
  'Page.error_catalog_empty',
  'Page.error_number_empty',
  'File.error_filename_empty',
  'File.error_too_large',
  'Source.error_citation_empty',
  'Syllabus.error_source_empty',
  'Syllabus.error_transcription_empty',
  'Syllabus.error_translation_empty',
  'VowBookEntry.error_source_empty',
  'VowBookEntry.error_transcription_empty',
  'Person.error_name_empty',
  'Genre.error_name_empty',
  'Voice.error_voice_empty',
  'Attribution.error_person_empty',
  'Attribution.error_function_empty',
  'Attribution.error_qualifier_empty',
  'Incipit.error_pae_empty',
  'Part.error_type_empty',
  'PublicationScore.error_literature_empty',
  'PublicationScore.error_number_empty',
  'Score.error_collection_empty',
  'Score.error_shelfmark_empty',
  'Score.error_short_title_empty',
  'Score.error_entry_empty',
  'Score.error_key_invalid',
];

const SERVER_KEYS: MessageKey[] = [
  'Record.error_conflict',
  'Record.error_not_found',
  'Record.error_in_use',
  'Record.error_busy',
  'Record.saved',
  'Record.deleted',
  'Collection.server_error',
  'File.server_error',
  'DigitalCopy.server_error',
  'Person.server_error',
  'Score.server_error',
  'Page.server_error',
  'Catalog.server_error',
  'Auth.error_login_failed',
  'Auth.logged_in',
  'Auth.logged_out',
  'Auth.error_unauthenticated',
  'Auth.error_forbidden',
  'Auth.error_xsrf',
  'Server.error_internal',
  'Server.error_batch_too_large',
  'Server.error_bad_request',
];

describe('message catalogue', () => {
  it('holds exactly the validation and server keys', () => {
    const accountKeys = Object.keys({
      ...ACCOUNT_MESSAGES,
      ...ACCOUNT_SERVER_MESSAGES,
      ...REFERENCE_MESSAGES,
      ...AUTHORITY_MESSAGES,
      ...INPUT_MESSAGES,
      ...SEARCH_MESSAGES,
      ...FILE_MESSAGES,
      ...DIGITAL_COPY_MESSAGES,
      ...IMPORT_MESSAGES,
      ...HISTORY_MESSAGES,
    }) as MessageKey[];
    expect([...MESSAGE_KEYS].sort()).toEqual(
      [
        ...new Set([
          ...VALIDATION_KEYS,
          ...SERVER_KEYS,
          'Record.error_invalid' as const,
          ...accountKeys,
        ]),
      ].sort(),
    );
  });

  it('translates every key into English and German', () => {
    for (const locale of LOCALES) {
      for (const key of MESSAGE_KEYS)
        expect(messages[locale][key], `${locale} ${key}`).toMatch(/\S/);
    }
  });

  it('has a German text of its own for every key except the spec-fixed German ones', () => {
    const sameInBoth = MESSAGE_KEYS.filter((key) => messages.en[key] === messages.de[key]);
    expect(sameInBoth.sort()).toEqual(['Person.server_error', 'Score.server_error']);
  });

  it('uses the texts the spec fixes', () => {
    expect(messages.en['Catalog.error_name_empty']).toBe('Name cannot be empty!');
    expect(messages.en['Catalog.error_prefix_empty']).toBe('Prefix cannot be empty!');
    expect(messages.en['Catalog.error_collection_empty']).toBe('Collection cannot be empty!');
    expect(messages.en['Page.error_catalog_empty']).toBe('Catalog cannot be empty!');
    expect(messages.en['Page.error_number_empty']).toBe('Number cannot be empty!');
    expect(messages.en['File.error_too_large']).toBe('File too large.');
    for (const locale of LOCALES) {
      expect(messages[locale]['Person.server_error']).toBe(
        'Beim Speichern ist ein Fehler aufgetreten!',
      );
      expect(messages[locale]['Score.server_error']).toBe(
        'Beim Speichern ist ein Fehler aufgetreten!',
      );
    }
    expect(messages.en['Page.server_error']).toBe('An error occurred while saving this dataset!');
    expect(messages.en['Catalog.server_error']).toBe(
      'An error occurred while saving this dataset!',
    );
    expect(messages.de['Catalog.server_error']).toBe(
      'Beim Speichern dieses Datensatzes ist ein Fehler aufgetreten!',
    );
    expect(messages.en['Collection.server_error']).toBe('The collection could not be saved.');
    expect(messages.en['Auth.error_unauthenticated']).toBe('Please log in to do this.');
    expect(messages.en['Auth.error_forbidden']).toBe('You are not allowed to do this.');
    expect(messages.en['Server.error_internal']).toBe(
      'Something went wrong on the server. Please try again.',
    );
    expect(messages.en['Record.error_conflict']).toBe(
      'Someone else saved this record in the meantime. Reload it to see their changes, then apply yours again.',
    );
  });

  it('gives one login failure message that names neither address nor password as the cause', () => {
    const text = messages.en['Auth.error_login_failed'];
    expect(text).toMatch(/e-mail address or password/);
    expect(text).not.toMatch(/not registered|unknown|suspended/i);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
    for (const key of MESSAGE_KEYS) {
      expect(placeholders(messages.de[key]), key).toEqual(placeholders(messages.en[key]));
    }
    expect(messages.en['Record.error_in_use']).toContain('{{count}}');
    expect(messages.en['Server.error_batch_too_large']).toContain('{{max}}');
  });
});

describe('translate', () => {
  it('gives the text in the requested language', () => {
    expect(translate('Score.error_shelfmark_empty', 'en')).toBe('Shelfmark cannot be empty!');
    expect(translate('Score.error_shelfmark_empty', 'de')).toBe('Signatur darf nicht leer sein!');
  });

  it('fills {{name}} placeholders from the parameters', () => {
    expect(translate('Record.error_in_use', 'en', { count: 3 })).toBe(
      'This record is used by 3 other records and cannot be deleted.',
    );
    expect(translate('Server.error_batch_too_large', 'de', { max: 5 })).toContain('höchstens 5');
  });

  it('falls back to English for an unknown locale and reads only the language part', () => {
    expect(translate('Record.saved', 'fr')).toBe('Saved.');
    expect(translate('Record.saved', 'de-CH')).toBe('Gespeichert.');
    expect(translate('Record.saved')).toBe('Saved.');
  });

  it('falls back to the key itself for a key the catalogue lacks', () => {
    expect(translate('Nothing.here', 'de')).toBe('Nothing.here');
    expect(isMessageKey('Nothing.here')).toBe(false);
    expect(isMessageKey('Record.saved')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('leaves placeholders without a value as they are', () => {
    expect(interpolate('{{count}} of {{ max }}', { max: 5 })).toBe('{{count}} of 5');
  });
});
