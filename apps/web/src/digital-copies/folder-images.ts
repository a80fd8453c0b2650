import { PAGING_MAX_OFFSET } from '@partitura/domain';
import { isCopyableImage, type CopyImageFile } from './digital-copy-form';

/** One page of a folder's content, as the `files` query answers it. */
export type FolderPage = {
  data: readonly (CopyImageFile & { is_folder: boolean })[];
  paginatorInfo: { total: number; lastPage: number };
};

/** The largest page the `files` query answers. */
export const FOLDER_PAGE_SIZE = 200;

/**
 * Every image of a folder (not of the folders in it), read page by page with `readPage` until
 * the last; files that are no images are left out. `complete` is false when the folder holds more
 * than the list can be paged through (the server's deepest page), and only the first were read.
 */
export async function imagesOfFolder(
  readPage: (page: number, size: number) => Promise<FolderPage>,
  onProgress?: (read: number, total: number) => void,
): Promise<{ images: CopyImageFile[]; complete: boolean }> {
  const images: CopyImageFile[] = [];
  let read = 0;
  for (let page = 1; ; page += 1) {
    const answer = await readPage(page, FOLDER_PAGE_SIZE);
    read += answer.data.length;
    images.push(...answer.data.filter(isCopyableImage));
    onProgress?.(read, answer.paginatorInfo.total);
    if (page >= answer.paginatorInfo.lastPage || answer.data.length === 0) {
      return { images, complete: true };
    }
    if (page * FOLDER_PAGE_SIZE > PAGING_MAX_OFFSET) return { images, complete: false };
  }
}
