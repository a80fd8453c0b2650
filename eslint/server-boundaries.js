// The server's feature boundaries (ARCHITECTURE.md, "One way for each thing"), as lint rules: a
// feature imports of another feature only its public surface (`index.ts`), and only of a
// feature listed before it here; it reads and writes only its own tables (the db/schema files
// listed with it); core/ (its rooms: http, graphql, records, security, database, storage, mail,
// runtime) imports no feature. The order is that of `apps/server/src/features.ts`.
const FEATURES = [
  { name: 'settings', tables: ['settings'] },
  { name: 'auth', tables: ['users'] },
  { name: 'users', tables: [] },
  { name: 'collections', tables: ['collections'] },
  { name: 'genres', tables: ['genres'] },
  { name: 'places', tables: ['places'] },
  { name: 'publications', tables: ['publications'] },
  { name: 'people', tables: ['people'] },
  { name: 'catalogs', tables: ['catalogs'] },
  { name: 'scores', tables: ['scores', 'attributions', 'parts', 'deletions'] },
  { name: 'files', tables: ['files'] },
  { name: 'digital-copies', tables: ['digital-copies'] },
  { name: 'search', tables: ['search'] },
  { name: 'imports', tables: ['imports'] },
  { name: 'history', tables: ['history'] },
];

const SERVER = 'apps/server/src';

/** The rules of one feature: what it may import of the features below it and of the tables. */
function featureRules({ name, tables }, index) {
  const lower = FEATURES.slice(0, index).map((feature) => feature.name);
  const others = FEATURES.map((feature) => feature.name).filter((other) => other !== name);
  return {
    files: [`${SERVER}/${name}/**/*.ts`],
    ignores: [`${SERVER}/${name}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...others.map((other) => `../${other}/*`),
                ...lower.map((feature) => `!../${feature}/index`),
              ],
              message: `${name} imports of another feature only its index.ts, and only of a feature listed before it (${lower.join(', ') || 'none'}).`,
            },
            {
              regex: `^\\.\\./(${others.join('|')})$`,
              message: `Import a feature's index.ts by its name ('../<feature>/index').`,
            },
            {
              group: ['../db/schema/*', ...tables.map((table) => `!../db/schema/${table}`)],
              message: `${name} reads and writes only its own tables (db/schema/${tables.join(', ') || '—'}); other features' records come through their index.ts.`,
            },
            {
              group: ['../features', '../app', '../main', '../startup', '../seed/*', '../test/*'],
              message: 'A feature does not import the composition root, the seed or test support.',
            },
          ],
        },
      ],
    },
  };
}

export const serverBoundaries = [
  ...FEATURES.map(featureRules),
  {
    files: [`${SERVER}/core/**/*.ts`],
    ignores: [`${SERVER}/core/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${FEATURES.map((feature) => feature.name).join('|')}|features|app|seed)(/|$)`,
              message: 'core/ imports no feature: app.ts wires the features (features.ts) to it.',
            },
          ],
        },
      ],
    },
  },
];
