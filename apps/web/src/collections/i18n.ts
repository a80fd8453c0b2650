import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the collection screens (English, German). */
export const collectionTexts = featureTexts(
  {
    'collections.name': 'Name',
    'collections.prefix': 'Prefix',
    'collections.name_help': 'The name of the holding collection, e.g. the library or archive.',
    'collections.prefix_help': 'Put in front of shelfmarks, e.g. a RISM library siglum.',
    'collections.create_title': 'New collection',
    'collections.create_action': 'New collection',
    'collections.edit_title': 'Edit “{{name}}”',
    'collections.saved': 'The collection has been saved.',
    'collections.deleted': 'The collection has been deleted.',
    'collections.delete_title': 'Delete collection',
    'collections.delete_prompt': 'Are you sure you want to delete this collection?',
    'collections.load_failed_title': 'Collection not loaded',
    'collections.load_failed': 'The collection could not be loaded.',
    'collections.not_found_title': 'Collection not found',
    'collections.not_found': 'There is no collection at this address; it may have been deleted.',
    'collections.more_later':
      'The catalogs and scores of this collection will be listed here once they can be catalogued.',
  },
  {
    'collections.name': 'Name',
    'collections.prefix': 'Präfix',
    'collections.name_help':
      'Der Name der besitzenden Sammlung, z. B. der Bibliothek oder des Archivs.',
    'collections.prefix_help':
      'Wird den Signaturen vorangestellt, z. B. ein RISM-Bibliothekssigel.',
    'collections.create_title': 'Neue Sammlung',
    'collections.create_action': 'Neue Sammlung',
    'collections.edit_title': '„{{name}}“ bearbeiten',
    'collections.saved': 'Die Sammlung wurde gespeichert.',
    'collections.deleted': 'Die Sammlung wurde gelöscht.',
    'collections.delete_title': 'Sammlung löschen',
    'collections.delete_prompt': 'Sind Sie sicher, dass Sie diese Sammlung löschen möchten?',
    'collections.load_failed_title': 'Sammlung nicht geladen',
    'collections.load_failed': 'Die Sammlung konnte nicht geladen werden.',
    'collections.not_found_title': 'Sammlung nicht gefunden',
    'collections.not_found':
      'Unter dieser Adresse gibt es keine Sammlung; vielleicht wurde sie gelöscht.',
    'collections.more_later':
      'Die Kataloge und Musikalien dieser Sammlung werden hier aufgeführt, sobald sie erfasst werden können.',
  },
);
