import type { MessageTable } from './locale';

/** Messages of the file rules (spec §5). */
export const FILE_MESSAGES = {
  'File.error_filename_empty': {
    en: 'File name cannot be empty!',
    de: 'Dateiname darf nicht leer sein!',
  },
  'File.error_too_large': { en: 'File too large.', de: 'Datei zu groß.' },
  'File.error_filename_taken': {
    en: 'This folder already holds a file or folder of this name.',
    de: 'Dieser Ordner enthält bereits eine Datei oder einen Ordner mit diesem Namen.',
  },
  'File.error_folder_not_found': {
    en: 'This folder does not exist (any more).',
    de: 'Dieser Ordner existiert nicht (mehr).',
  },
  'File.error_folder_into_itself': {
    en: 'A folder cannot be moved into itself or into a folder it holds.',
    de: 'Ein Ordner kann nicht in sich selbst oder in einen enthaltenen Ordner verschoben werden.',
  },
  'File.error_upload_missing': {
    en: 'The file to upload did not arrive. Choose it again.',
    de: 'Die hochzuladende Datei ist nicht angekommen. Wählen Sie sie noch einmal aus.',
  },
  'File.error_content_fixed': {
    en: 'A stored file keeps its content: upload the new version as a new file.',
    de: 'Eine gespeicherte Datei behält ihren Inhalt: Laden Sie die neue Version als neue Datei hoch.',
  },
  'File.error_in_use': {
    en: '{{count}} images of digital copies show this content, so it cannot be deleted. Remove it from the digital copies first.',
    de: '{{count}} Bilder von Digitalisaten zeigen diesen Inhalt, daher kann er nicht gelöscht werden. Entfernen Sie ihn zuerst aus den Digitalisaten.',
  },
  'File.error_name_clash': {
    en: 'The target folder already holds “{{name}}”. Rename one of them first.',
    de: 'Der Zielordner enthält bereits „{{name}}“. Benennen Sie zuerst eines davon um.',
  },
  'File.deleted': {
    en: '{{count}} deleted.',
    de: '{{count}} gelöscht.',
  },
  // A delete of several deletes what it may and keeps what digital copies show (files' deletion.ts).
  'File.deleted_some_kept': {
    en: '{{deleted}} deleted. {{kept}} kept, because digital copies show them.',
    de: '{{deleted}} gelöscht. {{kept}} behalten, weil Digitalisate sie zeigen.',
  },
  'File.moved': {
    en: '{{count}} moved.',
    de: '{{count}} verschoben.',
  },
} as const satisfies MessageTable;
