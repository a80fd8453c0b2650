// The settings feature's public surface: what other features may import (ARCHITECTURE.md).
import type { FeatureParts } from '../core/graphql/graphql';
import { settingsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { findSetting, listSettings } from './repository';
export { sitePageHead } from './site-page';

export const settingsFeature: FeatureParts = { typeDefs, resolvers: settingsResolvers };
// What a record's history (history/) reads and restores with.
export { SETTINGS_RECORD_ID, upsertSetting } from './service';
