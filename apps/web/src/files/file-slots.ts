import { createContext, useContext, type ComponentType } from 'react';

/**
 * What a file's screen shows of the features above files, without importing them: the root
 * fills these slots (root/screens/FileView.tsx); an empty one shows nothing.
 */
export type FileSlots = {
  /** Below the preview (digital-copies: the copies whose images show the file). */
  UsedIn?: ComponentType<{ fileId: string }>;
};

export const FileSlotsContext = createContext<FileSlots>({});

export function useFileSlots(): FileSlots {
  return useContext(FileSlotsContext);
}
