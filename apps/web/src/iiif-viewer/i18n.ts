import { featureTexts } from '../core/i18n/feature-texts';

/** Interface texts of the deep-zoom image viewer (English, German). */
export const iiifViewerTexts = featureTexts(
  {
    'iiif_viewer.label': 'Image viewer',
    'iiif_viewer.label_named': 'Image viewer: {{name}}',
    'iiif_viewer.image': 'Image {{label}}',
    'iiif_viewer.toolbar': 'Image viewer controls',
    'iiif_viewer.zoom_in': 'Zoom in',
    'iiif_viewer.zoom_out': 'Zoom out',
    'iiif_viewer.home': 'Show the whole image',
    'iiif_viewer.full_page': 'Full page',
    'iiif_viewer.previous': 'Previous image',
    'iiif_viewer.next': 'Next image',
    'iiif_viewer.position': '{{index}} of {{count}}',
    'iiif_viewer.thumbnails': 'Images',
    'iiif_viewer.loading': 'Loading the image…',
    'iiif_viewer.load_failed': 'The image could not be loaded.',
    'iiif_viewer.viewer_failed': 'The image viewer could not be started.',
    'iiif_viewer.keys':
      'Drag or use the arrow keys up and down to move the image, + and − to zoom, 0 to show the whole image, ← and → or Page up and Page down for the previous and next image.',
    'iiif_viewer.draw_hint':
      'Drag on the image to draw the region. Zoom with the buttons to place it exactly. With the keyboard: the arrow keys move the rectangle, Shift and the arrow keys change its size, Enter takes it.',
    'iiif_viewer.draw_area': 'Draw the region',
    'iiif_viewer.other_viewer': 'Open in another IIIF viewer',
    'iiif_viewer.other_viewer_help':
      'Paste the manifest address into any IIIF viewer (Mirador, Universal Viewer, …) or drag the “IIIF manifest” link onto one.',
    'iiif_viewer.manifest_url': 'Manifest address',
    'iiif_viewer.copy_manifest': 'Copy the manifest address',
    'iiif_viewer.manifest_copied': 'The manifest address has been copied.',
    'iiif_viewer.manifest_copy_failed':
      'The address could not be copied: select it in the field and copy it yourself.',
    'iiif_viewer.manifest_link': 'IIIF manifest',
  },
  {
    'iiif_viewer.label': 'Bildbetrachter',
    'iiif_viewer.label_named': 'Bildbetrachter: {{name}}',
    'iiif_viewer.image': 'Bild {{label}}',
    'iiif_viewer.toolbar': 'Steuerung des Bildbetrachters',
    'iiif_viewer.zoom_in': 'Vergrößern',
    'iiif_viewer.zoom_out': 'Verkleinern',
    'iiif_viewer.home': 'Ganzes Bild zeigen',
    'iiif_viewer.full_page': 'Ganze Seite',
    'iiif_viewer.previous': 'Vorheriges Bild',
    'iiif_viewer.next': 'Nächstes Bild',
    'iiif_viewer.position': '{{index}} von {{count}}',
    'iiif_viewer.thumbnails': 'Bilder',
    'iiif_viewer.loading': 'Das Bild wird geladen…',
    'iiif_viewer.load_failed': 'Das Bild konnte nicht geladen werden.',
    'iiif_viewer.viewer_failed': 'Der Bildbetrachter konnte nicht gestartet werden.',
    'iiif_viewer.keys':
      'Ziehen oder die Pfeiltasten nach oben und unten verschieben das Bild, + und − zoomen, 0 zeigt das ganze Bild, ← und → oder Bild auf und Bild ab wechseln zum vorherigen und nächsten Bild.',
    'iiif_viewer.draw_hint':
      'Ziehen Sie auf dem Bild, um den Bereich zu zeichnen. Mit den Zoom-Schaltflächen können Sie ihn genau setzen. Mit der Tastatur: Die Pfeiltasten verschieben das Rechteck, Umschalt mit den Pfeiltasten ändert seine Größe, die Eingabetaste übernimmt es.',
    'iiif_viewer.draw_area': 'Bereich zeichnen',
    'iiif_viewer.other_viewer': 'In einem anderen IIIF-Betrachter öffnen',
    'iiif_viewer.other_viewer_help':
      'Fügen Sie die Manifest-Adresse in einen beliebigen IIIF-Betrachter ein (Mirador, Universal Viewer, …) oder ziehen Sie den Link „IIIF-Manifest“ darauf.',
    'iiif_viewer.manifest_url': 'Manifest-Adresse',
    'iiif_viewer.copy_manifest': 'Manifest-Adresse kopieren',
    'iiif_viewer.manifest_copied': 'Die Manifest-Adresse wurde kopiert.',
    'iiif_viewer.manifest_copy_failed':
      'Die Adresse konnte nicht kopiert werden: Markieren Sie sie im Feld und kopieren Sie sie selbst.',
    'iiif_viewer.manifest_link': 'IIIF-Manifest',
  },
);
