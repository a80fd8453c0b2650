import {
  createFolder,
  signInAsContributor as contributorIn,
  uploadFile,
  type Upload,
} from './files-api';
import { unique } from './support';
import { type APIRequestContext, type Page } from './fixtures';

// What the files screen's specs share: files to upload, a folder of a test's own, and the
// screen's parts as a person finds them.

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-page PDF (its cross-reference table counted out). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PDF = minimalPdf();
const TEXT = Buffer.from('Missa in C: Stimmen, Abschrift um 1790\n');

export const png = (name = 'scan.png'): Upload => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdf = (name = 'score.pdf'): Upload => ({
  name,
  mimeType: 'application/pdf',
  buffer: PDF,
});
export const text = (name = 'notes.txt'): Upload => ({
  name,
  mimeType: 'text/plain',
  buffer: TEXT,
});

export const signInAsContributor = (page: Page, request: APIRequestContext) =>
  contributorIn(page, request, 'archivist');

/** A folder of this test's own, with the given files in it; answers its id and name. */
export async function folderWith(
  request: APIRequestContext,
  token: string,
  files: Upload[] = [],
): Promise<{ id: string; name: string; files: Record<string, string> }> {
  const name = unique('Stimmen');
  const id = await createFolder(request, token, name);
  const ids: Record<string, string> = {};
  for (const file of files) ids[file.name] = await uploadFile(request, token, id, file);
  return { id, name, files: ids };
}

/** Chooses files with the Upload button's file chooser. */
export async function chooseFiles(page: Page, files: Upload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(files);
}

export function table(page: Page) {
  return page.getByRole('table', { name: 'Files and folders' });
}

/** The link that opens a file or folder of the list (not its download link). */
export function entry(page: Page, name: string) {
  return table(page).getByRole('link', { name, exact: true });
}

export function uploads(page: Page) {
  return page.getByRole('list', { name: 'Uploads' });
}
