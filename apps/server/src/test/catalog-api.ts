import { contributor } from './suite';

// The catalogs API as its test files call it (catalogs/*.test.ts, on useTestServer's server and
// contributor): a catalog and a page read and saved whole.

export const GET_CATALOG = `query ($id: ID!) { getCatalog(id: $id) {
  id version name subtitle collection { id name prefix }
  pages { id number position version title
    entries { id position number signature genre composer title score { id short_title } } } } }`;
export const UPSERT_CATALOG = `mutation ($input: CatalogInput!) {
  upsertCatalog(input: $input) { success message id errors { field key } } }`;
export const PAGE_EXISTS = 'query ($id: ID!) { getPage(id: $id) { id } }';
export const ENTRY_EXISTS = 'query ($id: ID!) { getEntry(id: $id) { id } }';
export const GET_PAGE = `query ($id: ID!) { getPage(id: $id) {
  id number position version title catalog { id name subtitle collection { id name } }
  entries { id position number signature genre composer annotation notes title score { id } } } }`;
export const UPSERT_PAGE = `mutation ($input: PageInput!, $previousPageId: ID) {
  upsertPage(input: $input, previousPageId: $previousPageId) { success message id errors { field key } } }`;

/** A page as a catalog lists it. */
export type PageAnswer = { id: string; number: string; position: number; version: number };
/** What a save answers. */
export type SaveAnswer = {
  success: boolean;
  message: string;
  id: string | null;
  errors: unknown[];
};

export async function readCatalog(id: string | number) {
  return (await contributor.data(GET_CATALOG, { id })).getCatalog;
}

export async function saveCatalog(input: Record<string, unknown>) {
  return (await contributor.data(UPSERT_CATALOG, { input })).upsertCatalog;
}

export async function readPage(id: string | number) {
  return (await contributor.data(GET_PAGE, { id })).getPage;
}

/** Saves a page, placed after `previousPageId` when one is given. */
export async function savePage(input: Record<string, unknown>, previousPageId?: number | string) {
  const variables = {
    input,
    previousPageId: previousPageId === undefined ? null : String(previousPageId),
  };
  return (await contributor.data(UPSERT_PAGE, variables)).upsertPage as SaveAnswer;
}
