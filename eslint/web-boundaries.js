// The web app's boundaries (ARCHITECTURE.md, "Web"), as lint rules: a feature imports of another
// feature only its public surface (`index.ts`), and only of a feature listed before it here; a
// widget of a later feature reaches an earlier one's screen through that screen's slots, filled
// by the root. core/ (the kernel) imports no feature and not the root; root/ (the composition
// root) imports each feature through its index.ts; nothing imports root/ but main.tsx. Type
// imports count, and so does import().
const FEATURES = [
  'settings',
  'auth',
  'account',
  'users',
  'incipits',
  'iiif-viewer',
  'collections',
  'places',
  'publications',
  'people',
  'catalogs',
  'scores',
  'files',
  'digital-copies',
  'search',
  'imports',
  'history',
];

const WEB = 'apps/web/src';

/** An import, from any depth below src/, of one of `dirs`, followed by `rest`. */
const importOf = (dirs, rest) => `^(\\.\\./)+(${dirs.join('|')})${rest}`;

/** Anything of the directory but its index.ts, or the directory itself ('../scores'). */
const BUT_INDEX = '(?=/|$)(?!/index$)';

/** Anything of the directory. */
const ANYTHING = '(?=/|$)';

/**
 * The blocks of one layer: `patterns` for its files, tests included, and for import() as well
 * (no-restricted-imports does not see it); its other files keep the web's library restrictions
 * (`libraryPaths`, eslint.config.js) too, since a later block's options replace an earlier one's.
 */
function layer(dir, patterns, libraryPaths) {
  const files = [`${WEB}/${dir}/**/*.{ts,tsx}`];
  const tests = [`${WEB}/${dir}/**/*.test.ts`];
  const dynamicImports = [
    'error',
    ...patterns.map(({ regex, message }) => ({
      // esquery's regular expressions cannot hold a slash.
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ];
  return [
    {
      files,
      ignores: tests,
      rules: {
        'no-restricted-imports': ['error', { paths: libraryPaths, patterns }],
        'no-restricted-syntax': dynamicImports,
      },
    },
    {
      files: tests,
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': dynamicImports,
      },
    },
  ];
}

/** What one feature may import of the others: the index.ts of those before it, and no more. */
function featurePatterns(name, index) {
  const lower = FEATURES.slice(0, index);
  const higher = FEATURES.slice(index + 1);
  return [
    ...(higher.length === 0
      ? []
      : [
          {
            regex: importOf(higher, ANYTHING),
            message: `${name} imports no feature listed after it in eslint/web-boundaries.js (${higher.join(', ')}): what one of them shows on a screen of ${name} goes into that screen's slots, which the root fills.`,
          },
        ]),
    ...(lower.length === 0
      ? []
      : [
          {
            regex: importOf(lower, BUT_INDEX),
            message: `${name} imports of a feature before it (${lower.join(', ')}) only its index.ts, as '../<feature>/index'.`,
          },
        ]),
    {
      regex: importOf(['root'], ANYTHING),
      message: 'A feature does not import the composition root (root/): the root imports it.',
    },
  ];
}

/** The web app's boundaries; `libraryPaths` are eslint.config.js's restricted library imports. */
export function webBoundaries(libraryPaths) {
  return [
    ...FEATURES.flatMap((name, index) => layer(name, featurePatterns(name, index), libraryPaths)),
    ...layer(
      'core',
      [
        {
          regex: importOf([...FEATURES, 'root'], ANYTHING),
          message:
            'core/ imports no feature and not the root: the root (root/) puts the features on it.',
        },
      ],
      libraryPaths,
    ),
    ...layer(
      'root',
      [
        {
          regex: importOf(FEATURES, BUT_INDEX),
          message: "The root imports a feature only through its index.ts, as '../<feature>/index'.",
        },
      ],
      libraryPaths,
    ),
  ];
}
