// The whole database schema (spec §3), one module per feature. Everything exported here —
// tables and their relations — is what drizzle-kit diffs into migrations and what
// `drizzle(client, { schema })` uses for relational queries.
export * from './attributions';
export * from './catalogs';
export * from './collections';
export * from './deletions';
export * from './digital-copies';
export * from './files';
export * from './genres';
export * from './history';
export * from './imports';
export * from './marc';
export * from './parts';
export * from './people';
export * from './places';
export * from './publications';
export * from './scores';
export * from './settings';
export * from './users';
export * from './search';
export * from './relations';
