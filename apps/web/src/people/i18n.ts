import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the people screens (English, German). */
export const personTexts = featureTexts({}, {});
