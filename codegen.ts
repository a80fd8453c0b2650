import type { CodegenConfig } from '@graphql-codegen/cli';

// Types generated from the SDL (the contract): resolver types for the server, document types for
// the web. `npm run check:generated` fails when running this would change a committed file.
const config: CodegenConfig = {
  schema: 'apps/server/src/**/schema.graphql',
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'apps/server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../core/graphql/context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        maybeValue: 'T | null | undefined',
        // An Upload arrives as `upload:<key>`, the key of its file in ctx.uploads (core/http/uploads.ts).
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          Upload: { input: 'string', output: 'never' },
        },
        // Each type's resolvers receive the record its feature loads (ARCHITECTURE.md): a
        // reference is an id there, resolved by the field's resolver through a batch loader.
        mappers: {
          Collection: '../collections/index.js#CollectionRecord',
          Genre: '../genres/index.js#GenreRecord',
          Place: '../places/index.js#PlaceRecord',
          Publication: '../publications/index.js#PublicationRecord',
          Person: '../people/index.js#PersonRecord',
          Score: '../scores/index.js#ScoreRecord',
          Attribution: '../scores/index.js#AttributionRecord',
          Part: '../scores/index.js#PartRecord',
          PublicationScore: '../scores/index.js#PublicationScoreRecord',
          Incipit: '../scores/index.js#IncipitRecord',
          Catalog: '../catalogs/index.js#CatalogRecord',
          Page: '../catalogs/index.js#PageRecord',
          Entry: '../catalogs/index.js#EntryRecord',
          File: '../files/index.js#FileRecord',
          FileInUse: '../files/index.js#FileInUseRecord',
          DigitalCopy: '../digital-copies/repository.js#DigitalCopyRecord',
          DigitalCopyFile: '../digital-copies/repository.js#DigitalCopyFileRecord',
          IiifObject: '../digital-copies/repository.js#IiifObjectRecord',
          IiifCanvas: '../digital-copies/repository.js#IiifCanvasRecord',
          IiifAnnotation: '../digital-copies/repository.js#IiifAnnotationRecord',
          SearchResult: '../search/index.js#SearchAnswer',
          SearchHit: '../search/index.js#Hit',
          SearchFacet: '../search/index.js#FacetAnswer',
          SearchFacetValue: '../search/index.js#FacetValueRecord',
          MarcImport: '../imports/index.js#MarcImportRow',
        },
      },
    },
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as their text (TypedDocumentString), sent as they are: the browser needs no
        // GraphQL library to print them (apps/web/src/core/graphql/).
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', Upload: 'File' },
      },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
