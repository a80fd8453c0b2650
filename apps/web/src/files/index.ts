// The files feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { iiifImage } from './file-format';
export { FileSlotsContext, type FileSlots } from './file-slots';
export { Thumbnail } from './FileIcon';
export { FileViewPage } from './FileViewPage';
export { FolderPath, ROOT_FOLDER, SubFolderButton, type FolderChoice } from './FolderBrowser';
export { fileRoutes } from './routes';
