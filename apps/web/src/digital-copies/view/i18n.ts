import { featureTexts } from '../../core/i18n/feature-texts';

/**
 * Interface texts of showing digital copies (English, German): a copy's page, a score's digital
 * copies, a catalog page's photograph and the regions linked on it.
 */
export const digitalCopyViewTexts = featureTexts(
  {
    'digital_copy_view.load_failed_title': 'Digital copy not loaded',
    'digital_copy_view.load_failed': 'The digital copy could not be loaded.',
    'digital_copy_view.not_found_title': 'Digital copy not found',
    'digital_copy_view.not_found':
      'There is no digital copy at this address; it may have been deleted.',
    'digital_copy_view.untitled': 'Digital copy of {{record}}',
    'digital_copy_view.no_images': 'This digital copy has no images that can be shown.',

    'digital_copy_view.section_title': 'Digital copies',
    'digital_copy_view.copies_load_failed': 'The digital copies could not be loaded.',
    'digital_copy_view.choose_copy': 'Digital copy shown',
    'digital_copy_view.copy_number': 'Digital copy {{number}}',
    'digital_copy_view.open_copy': 'Open the page of “{{name}}”',

    'digital_copy_view.page_photo': 'Photograph of the page',
    'digital_copy_view.photo_load_failed': 'The photograph of the page could not be loaded.',
    'digital_copy_view.photo_from': 'From the digital copy',
    'digital_copy_view.link_region': 'Link a region',
    'digital_copy_view.stop_drawing': 'Stop drawing',
    'digital_copy_view.link_title': 'Link the region',
    'digital_copy_view.region_size':
      'The region of {{width}} × {{height}} pixels at {{x}}, {{y}} shows:',
    'digital_copy_view.link_to': 'What the region shows',
    'digital_copy_view.link_entry': 'An entry of this page',
    'digital_copy_view.link_score': 'A score',
    'digital_copy_view.entry': 'Entry',
    'digital_copy_view.score': 'Score',
    'digital_copy_view.save_region': 'Save region',
    'digital_copy_view.region_saved': 'The region has been linked.',
    'digital_copy_view.region_save_failed': 'The region could not be saved.',
    'digital_copy_view.regions_heading': 'Linked regions',
    'digital_copy_view.no_regions': 'No region of this photograph is linked yet.',
    'digital_copy_view.delete_region': 'Delete the region of “{{label}}”',
    'digital_copy_view.delete_region_title': 'Delete region',
    'digital_copy_view.delete_region_prompt':
      'Delete the region linked to “{{label}}”? The record itself stays.',
    'digital_copy_view.region_deleted': 'The region has been deleted.',
    'digital_copy_view.region_delete_failed': 'The region could not be deleted.',
  },
  {
    'digital_copy_view.load_failed_title': 'Digitalisat nicht geladen',
    'digital_copy_view.load_failed': 'Das Digitalisat konnte nicht geladen werden.',
    'digital_copy_view.not_found_title': 'Digitalisat nicht gefunden',
    'digital_copy_view.not_found':
      'Unter dieser Adresse gibt es kein Digitalisat; vielleicht wurde es gelöscht.',
    'digital_copy_view.untitled': 'Digitalisat von {{record}}',
    'digital_copy_view.no_images':
      'Dieses Digitalisat hat keine Bilder, die gezeigt werden können.',

    'digital_copy_view.section_title': 'Digitalisate',
    'digital_copy_view.copies_load_failed': 'Die Digitalisate konnten nicht geladen werden.',
    'digital_copy_view.choose_copy': 'Gezeigtes Digitalisat',
    'digital_copy_view.copy_number': 'Digitalisat {{number}}',
    'digital_copy_view.open_copy': 'Seite von „{{name}}“ öffnen',

    'digital_copy_view.page_photo': 'Foto der Seite',
    'digital_copy_view.photo_load_failed': 'Das Foto der Seite konnte nicht geladen werden.',
    'digital_copy_view.photo_from': 'Aus dem Digitalisat',
    'digital_copy_view.link_region': 'Bereich verknüpfen',
    'digital_copy_view.stop_drawing': 'Zeichnen beenden',
    'digital_copy_view.link_title': 'Bereich verknüpfen',
    'digital_copy_view.region_size':
      'Der Bereich von {{width}} × {{height}} Pixeln bei {{x}}, {{y}} zeigt:',
    'digital_copy_view.link_to': 'Was der Bereich zeigt',
    'digital_copy_view.link_entry': 'Einen Eintrag dieser Seite',
    'digital_copy_view.link_score': 'Eine Partitur',
    'digital_copy_view.entry': 'Eintrag',
    'digital_copy_view.score': 'Partitur',
    'digital_copy_view.save_region': 'Bereich speichern',
    'digital_copy_view.region_saved': 'Der Bereich wurde verknüpft.',
    'digital_copy_view.region_save_failed': 'Der Bereich konnte nicht gespeichert werden.',
    'digital_copy_view.regions_heading': 'Verknüpfte Bereiche',
    'digital_copy_view.no_regions': 'Noch kein Bereich dieses Fotos ist verknüpft.',
    'digital_copy_view.delete_region': 'Bereich von „{{label}}“ löschen',
    'digital_copy_view.delete_region_title': 'Bereich löschen',
    'digital_copy_view.delete_region_prompt':
      'Den mit „{{label}}“ verknüpften Bereich löschen? Der Datensatz selbst bleibt erhalten.',
    'digital_copy_view.region_deleted': 'Der Bereich wurde gelöscht.',
    'digital_copy_view.region_delete_failed': 'Der Bereich konnte nicht gelöscht werden.',
  },
);
