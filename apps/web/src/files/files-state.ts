import type { FileSort } from '../gql/graphql';

/**
 * Everything the files screen shows, read from and written to its URL
 * (`/files?folder=12&q=scan&sort=size&desc=1&page=2`), so that reload, a shared link and the
 * browser's back and forward buttons show the same list.
 */
export type FilesState = {
  /** The folder shown (null: the root). */
  folder: string | null;
  /** The search text as typed (the whole tree is searched when it is not blank). */
  q: string;
  sort: FileSort;
  descending: boolean;
};

export const FILE_SORTS: readonly FileSort[] = ['filename', 'mime', 'size', 'created_at'];

function isSort(value: string | null): value is FileSort {
  return (FILE_SORTS as readonly (string | null)[]).includes(value);
}

export function readFilesState(params: URLSearchParams): FilesState {
  const sort = params.get('sort');
  return {
    folder: params.get('folder')?.trim() || null,
    q: params.get('q') ?? '',
    sort: isSort(sort) ? sort : 'filename',
    descending: params.get('desc') === '1',
  };
}

/**
 * The query after a click on a column's heading: the same column turns its order round, another
 * column sorts ascending. The list starts again at its first page.
 */
export function withSort(params: URLSearchParams, column: FileSort): URLSearchParams {
  const current = readFilesState(params);
  const next = new URLSearchParams(params);
  const descending = current.sort === column ? !current.descending : false;
  if (column === 'filename') next.delete('sort');
  else next.set('sort', column);
  if (descending) next.set('desc', '1');
  else next.delete('desc');
  next.delete('page');
  return next;
}

/**
 * The query that opens a folder (null: the root): its first page, no search; the order chosen
 * stays.
 */
export function withFolder(params: URLSearchParams, folderId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (folderId) next.set('folder', folderId);
  else next.delete('folder');
  next.delete('q');
  next.delete('page');
  return next;
}
