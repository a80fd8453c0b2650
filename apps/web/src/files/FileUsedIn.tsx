/**
 * The place on a file's detail screen for where the file is used. The digital copies feature
 * fills it (the images of digital copies that show this file); until then it shows nothing.
 */
export function FileUsedIn(_props: { fileId: string }) {
  return null;
}
