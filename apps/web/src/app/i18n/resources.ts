import { messages } from '@partitura/domain';
import { accountTexts } from '../../account/i18n';
import { authTexts } from '../../auth/i18n';
import { catalogTexts } from '../../catalogs/i18n';
import { collectionTexts } from '../../collections/i18n';
import { digitalCopyTexts } from '../../digital-copies/i18n';
import { digitalCopyViewTexts } from '../../digital-copies/view/i18n';
import { fileTexts } from '../../files/i18n';
import { iiifViewerTexts } from '../../iiif-viewer/i18n';
import { incipitTexts } from '../../incipits/i18n';
import { personTexts } from '../../people/i18n';
import { scoreTexts } from '../../scores/i18n';
import { searchTexts } from '../../search/i18n';
import { settingTexts } from '../../settings/i18n';
import { userTexts } from '../../users/i18n';
import { editorTexts } from '../editor/i18n';
import { formTexts } from '../forms/i18n';
import { de } from './de';
import { en } from './en';
import type { FeatureTexts } from './feature-texts';

/** Every feature's texts. A new feature adds its `featureTexts(...)` here. */
const features: FeatureTexts<string>[] = [
  formTexts,
  editorTexts,
  authTexts,
  accountTexts,
  searchTexts,
  collectionTexts,
  incipitTexts,
  scoreTexts,
  personTexts,
  catalogTexts,
  userTexts,
  settingTexts,
  fileTexts,
  digitalCopyTexts,
  iiifViewerTexts,
  digitalCopyViewTexts,
];

/**
 * The i18next resources: the domain's messages (validation and server answers), the shell's and
 * shared texts (en.ts/de.ts) and each feature's own texts, in one flat namespace.
 */
export const resources = {
  en: { translation: Object.assign({}, messages.en, en, ...features.map((f) => f.en)) },
  de: { translation: Object.assign({}, messages.de, de, ...features.map((f) => f.de)) },
};
