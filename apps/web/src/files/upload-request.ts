import { GRAPHQL_PATH } from '@partitura/domain';
import { useSyncExternalStore } from 'react';
import { requestHeaders } from '../core/graphql/client';
import { operationOf } from '../core/graphql/graphql-client';
import { multipartForm } from '../core/graphql/multipart';
import { UpsertFileMutation } from './file-documents';
import { uploadOutcome, type UploadOutcome } from './upload-outcome';
import { UploadQueue, uploadCounts, type UploadSender } from './upload-queue';

/** One file as a GraphQL multipart request (spec §7), as the client sends any file. */
export function uploadForm(file: File, folderId: string | null): FormData {
  return multipartForm(
    operationOf(UpsertFileMutation, {
      input: { folder: folderId ? { id: folderId } : null, file },
    }),
  );
}

/**
 * Sends one file with XMLHttpRequest — fetch tells nothing of an upload's progress — with the
 * headers every request carries (token, XSRF token, locale: the GraphQL client's own).
 */
export const sendUpload: UploadSender = (file, folderId, onProgress) => {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve(uploadOutcome(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(uploadOutcome(0, ''));
    xhr.onabort = () => resolve(uploadOutcome(0, ''));
  });
  xhr.open('POST', GRAPHQL_PATH);
  for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
  xhr.send(uploadForm(file, folderId));
  return { done, abort: () => xhr.abort() };
};

/** The uploads of this browser tab, whichever screen is open. */
export const uploadQueue = new UploadQueue(sendUpload);

// Closing or reloading the tab would stop the uploads under way: the browser asks first.
const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};
let guarding = false;
uploadQueue.subscribe(() => {
  const active = uploadCounts(uploadQueue.getSnapshot()).active > 0;
  if (active === guarding) return;
  guarding = active;
  if (active) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
});

/** The uploads listed, kept up to date. */
export function useUploads() {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);
}
