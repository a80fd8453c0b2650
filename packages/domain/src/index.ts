// The domain of Partitura: entity types, enumerations, rules, messages and derived values that the
// server and the web share (DESIGN.md). Pure TypeScript, no I/O.

export * from './locale';
export * from './records';
export * from './stored-text';
export * from './constants';
export * from './input-limits';
export * from './input-messages';

export * from './catalogue-entities';
export * from './file-entities';
export * from './person-entities';
export * from './user-entities';

export * from './attribution-vocabulary';
export * from './part-types';
export * from './score-keys';
export * from './score-key-spellings';
export * from './incipit-vocabulary';
export * from './model-colors';
export * from './instruments';
export * from './scanned-files';

export * from './validation';
export * from './citation';
export * from './authority-ids';
export * from './catalog-validation';
export * from './file-validation';
export * from './file-names';
export * from './digital-copy-validation';
export * from './source-validation';
export * from './person-validation';
export * from './score-part-validation';
export * from './score-validation';
export * from './server-messages';
export * from './messages';
export * from './account-validation';
export * from './account-messages';
export * from './settings-validation';
export * from './site-theme';
export * from './place-validation';
export * from './publication-derived';
export * from './publication-validation';

export * from './incipit-derived';
export * from './melody';
export * from './melody-index';
export * from './melody-match';
export * from './melody-opening';
export * from './person-names';
export * from './score-derived';
export * from './catalog-derived';
export * from './defaults';
export * from './record-shape';
export * from './shapes';
export * from './list-removal';
export * from './roles';
export * from './search';
export * from './search-messages';
export * from './search-url';
export * from './record-history';
