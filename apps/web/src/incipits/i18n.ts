import { featureTexts } from '../core/i18n/feature-texts';

export const incipitTexts = featureTexts(
  {
    'incipits.no_code': 'No Plaine & Easie code yet.',
    'incipits.render_failed': 'The notation could not be drawn: {{error}}',
    'incipits.nothing_to_draw': 'Verovio found nothing to draw in this code.',
    'incipits.rendering': 'Drawing the notation…',
    'incipits.messages_title': 'Verovio reports:',
    'incipits.at_character': 'at character {{column}}',
    'incipits.scroll_label': 'Scrolls sideways',
  },
  {
    'incipits.no_code': 'Noch kein Plaine-&-Easie-Code.',
    'incipits.render_failed': 'Die Notation konnte nicht gezeichnet werden: {{error}}',
    'incipits.nothing_to_draw': 'Verovio fand in diesem Code nichts zu zeichnen.',
    'incipits.rendering': 'Notation wird gezeichnet …',
    'incipits.messages_title': 'Verovio meldet:',
    'incipits.at_character': 'bei Zeichen {{column}}',
    'incipits.scroll_label': 'Seitlich verschiebbar',
  },
);
