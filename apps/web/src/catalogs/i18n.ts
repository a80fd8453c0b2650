import { featureTexts } from '../app/i18n/feature-texts';

/** Interface texts of the catalogs screens (English, German). */
export const catalogTexts = featureTexts({}, {});
