import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the scores screens (English, German). */
export const scoreTexts = featureTexts({}, {});
