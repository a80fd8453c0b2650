import { Readable } from 'node:stream';
import { join } from 'node:path';
import { paeDocument, type PaeFields } from '@partitura/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp, { type OverlayOptions } from 'sharp';
import createVerovioModule from 'verovio/wasm';
import { enableLogToBuffer, VerovioToolkit } from 'verovio/esm';
import { createDiskBlobStore } from '../core/storage/blob-store';
import type { Db, Tx } from '../core/database/db';
import * as schema from '../db/schema/index';
import { insertIds, insertRows } from './bulk-insert';
import { CATALOG_NAME } from './catalog-plan';

/*
 * Demonstration photographs. There are no real scans to ship, so the seed draws them: pages of
 * paper colour at the size of a 300-dpi scan of a folio, the catalog's entries written on its
 * pages and each linked score's first incipit engraved by Verovio. Every image says in its
 * footer that it was generated, and the digital copies are named so.
 */

/** A4 at 300 dpi, the size of a common archive scan. */
const PAGE = { width: 2480, height: 3508 };
const PAPER = '#f1e7cf';
const INK = '#3b2f22';
const MARGIN = 180;
const CATALOG_PAGES = 3;
const SCORE_PAGES = 3;

export const DEMO_COPY_NAME = 'Generated demonstration images (not a photograph)';

type Engraver = (incipit: PaeFields, width: number, scale?: number) => Buffer | null;

/** A Verovio toolkit of its own (the server's is set up for reading melodies). */
async function engraver(): Promise<Engraver> {
  const module = await createVerovioModule();
  enableLogToBuffer(1, module);
  const toolkit = new VerovioToolkit(module);
  return (incipit, width, scale = 60) => {
    toolkit.setOptions({
      inputFrom: 'pae',
      pageWidth: Math.round((width * 100) / scale),
      scale,
      adjustPageHeight: true,
      footer: 'none',
      header: 'none',
      pageMarginTop: 10,
      pageMarginBottom: 10,
      pageMarginLeft: 10,
      pageMarginRight: 10,
    });
    if (!toolkit.loadData(paeDocument(incipit))) return null;
    return Buffer.from(toolkit.renderToSVG(1).replace(/fill="currentColor"|currentColor/g, INK));
  };
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function textLayer(
  lines: { x: number; y: number; size: number; text: string; italic?: boolean }[],
) {
  const body = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${line.size}"${line.italic ? ' font-style="italic"' : ''} fill="${INK}">${escape(line.text)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}">${body}</svg>`,
  );
}

const FOOTER =
  'Partitura demonstration image, generated from the catalogue data (not a photograph)';

/** A page: paper, the text lines, the engraved incipits where they go; a JPEG like a scan. */
async function drawPage(
  lines: Parameters<typeof textLayer>[0],
  incipits: { top: number; left: number; svg: Buffer }[],
): Promise<Buffer> {
  const overlays: OverlayOptions[] = [
    {
      input: textLayer([
        ...lines,
        { x: MARGIN, y: PAGE.height - 90, size: 34, text: FOOTER, italic: true },
      ]),
      top: 0,
      left: 0,
    },
  ];
  for (const incipit of incipits) {
    // A long incipit wraps to more systems: one that would not fit on the page is left out.
    const { width = 0, height = 0 } = await sharp(incipit.svg).metadata();
    if (incipit.left + width <= PAGE.width && incipit.top + height <= PAGE.height - 150)
      overlays.push({ input: incipit.svg, top: incipit.top, left: incipit.left });
  }
  return sharp({ create: { ...PAGE, channels: 3, background: PAPER } })
    .composite(overlays)
    .jpeg({ quality: 82 })
    .toBuffer();
}

type Stored = { fileId: number; width: number; height: number };

/** Stores the bytes as an uploaded file in a folder (content-addressed, as uploads are). */
async function storeImage(
  tx: Tx,
  store: ReturnType<typeof createDiskBlobStore>,
  folderId: number,
  filename: string,
  bytes: Buffer,
): Promise<Stored> {
  const blob = await store.receive(Readable.from([bytes]), Number.MAX_SAFE_INTEGER);
  await store.keep(blob);
  const [fileId] = await insertIds(tx, schema.files, [
    {
      filename,
      mime: 'image/jpeg',
      size: blob.size,
      folderId,
      contentHash: blob.hash,
      width: PAGE.width,
      height: PAGE.height,
    },
  ]);
  return { fileId, ...PAGE };
}

/**
 * Draws the demonstration images into DATA_DIR/files and the file tree (folder "Demonstration
 * images"), and makes two digital copies: the first pages of the historical catalog (each page's
 * photograph, every entry's line a region linked to the entry) and a score of it (its incipits
 * engraved on three pages). Nothing when the catalog is not there (SEED=none or another seed).
 */
export async function seedDemoImages(db: Db, dataDir: string): Promise<void> {
  const [catalog] = await db
    .select({ id: schema.catalogs.id, name: schema.catalogs.name })
    .from(schema.catalogs)
    .where(eq(schema.catalogs.name, CATALOG_NAME));
  if (!catalog) return;
  const pages = await db
    .select({ id: schema.pages.id, number: schema.pages.number })
    .from(schema.pages)
    .where(eq(schema.pages.catalogId, catalog.id))
    .orderBy(asc(schema.pages.position))
    .limit(CATALOG_PAGES);
  const entries = await db
    .select()
    .from(schema.entries)
    .where(
      inArray(
        schema.entries.pageId,
        pages.map((page) => page.id),
      ),
    )
    .orderBy(asc(schema.entries.position));
  const scoreIds = [...new Set(entries.flatMap((entry) => entry.scoreId ?? []))];
  const incipits = scoreIds.length
    ? await db
        .select()
        .from(schema.incipits)
        .where(and(inArray(schema.incipits.scoreId, scoreIds), isNotNull(schema.incipits.pae)))
        .orderBy(asc(schema.incipits.scoreId), asc(schema.incipits.position))
    : [];
  const firstIncipit = new Map<number, (typeof incipits)[number]>();
  for (const incipit of incipits)
    if (!firstIncipit.has(incipit.scoreId)) firstIncipit.set(incipit.scoreId, incipit);
  const engrave = await engraver();
  const fields = (incipit: (typeof incipits)[number]): PaeFields => ({
    clef: incipit.clef,
    key_signature: incipit.keySignature,
    time_signature: incipit.timeSignature,
    pae: incipit.pae,
  });

  // The catalog's pages: a heading, then per entry a line of text and the incipit under it.
  const rowHeight = Math.floor((PAGE.height - 2 * MARGIN - 260) / 12);
  const catalogImages = await Promise.all(
    pages.map(async (page) => {
      const own = entries.filter((entry) => entry.pageId === page.id);
      const lines = [
        { x: MARGIN, y: MARGIN + 60, size: 64, text: `${catalog.name}`, italic: true },
        { x: PAGE.width - MARGIN - 200, y: MARGIN + 60, size: 64, text: `p. ${page.number}` },
      ];
      const drawn: { top: number; left: number; svg: Buffer }[] = [];
      const regions = own.map((entry, i) => {
        const top = MARGIN + 200 + i * rowHeight;
        // Columns as a clerk would rule them: signature, number, composer, genre, annotation.
        const columns = [
          entry.signature,
          entry.number,
          entry.composer,
          entry.genre,
          entry.annotation,
        ];
        [0, 200, 380, 1080, 1580].forEach((offset, c) => {
          if (columns[c])
            lines.push({ x: MARGIN + offset, y: top + 60, size: 46, text: columns[c] as string });
        });
        const incipit = entry.scoreId ? firstIncipit.get(entry.scoreId) : undefined;
        const svg = incipit ? engrave(fields(incipit), 1400) : null;
        if (svg) drawn.push({ top: top + 80, left: MARGIN + 60, svg });
        return {
          entryId: entry.id,
          x: MARGIN - 30,
          y: top,
          width: PAGE.width - 2 * MARGIN + 60,
          height: rowHeight - 10,
        };
      });
      return { page, bytes: await drawPage(lines, drawn), regions };
    }),
  );

  // A score of the catalog with incipits: its title page and its incipits, one page each.
  const scoreId = scoreIds.find((id) => firstIncipit.has(id)) ?? null;
  const scoreImages: Buffer[] = [];
  if (scoreId !== null) {
    const [score] = await db.select().from(schema.scores).where(eq(schema.scores.id, scoreId));
    const own = incipits.filter((incipit) => incipit.scoreId === scoreId);
    scoreImages.push(
      await drawPage(
        [
          { x: MARGIN, y: 900, size: 110, text: score.shortTitle, italic: true },
          { x: MARGIN, y: 1080, size: 64, text: score.shelfmark },
        ],
        [],
      ),
    );
    // The incipits, a few to a page, engraved large across the page as a copyist wrote them.
    const perPage = Math.max(1, Math.ceil(own.length / (SCORE_PAGES - 1)));
    for (let n = 0; n < SCORE_PAGES - 1; n++) {
      const shown = own.slice(n * perPage, (n + 1) * perPage).slice(0, 5);
      if (shown.length === 0) break;
      const lines: Parameters<typeof textLayer>[0] = [];
      const drawn: { top: number; left: number; svg: Buffer }[] = [];
      shown.forEach((incipit, i) => {
        const top = MARGIN + 80 + i * 600;
        lines.push({
          x: MARGIN,
          y: top,
          size: 52,
          text: [incipit.part, incipit.tempo].filter(Boolean).join(' – ') || score.shelfmark,
        });
        const svg = engrave(fields(incipit), PAGE.width - 2 * MARGIN, 110);
        if (svg) drawn.push({ top: top + 40, left: MARGIN, svg });
      });
      scoreImages.push(await drawPage(lines, drawn));
    }
  }

  const store = createDiskBlobStore(join(dataDir, 'files'));
  await db.transaction(async (tx) => {
    const [folderId] = await insertIds(tx, schema.files, [
      { filename: 'Demonstration images', mime: 'inode/directory', size: 0, isFolder: true },
    ]);
    const catalogFiles: Stored[] = [];
    for (const [i, image] of catalogImages.entries())
      catalogFiles.push(
        await storeImage(
          tx,
          store,
          folderId,
          `catalog_p${String(i + 1).padStart(3, '0')}.jpg`,
          image.bytes,
        ),
      );
    const copyFiles = await makeCopy(tx, 'catalog', catalog.id, catalogFiles);
    for (const [i, image] of catalogImages.entries()) {
      await tx
        .update(schema.pages)
        .set({ digitalCopyFileId: copyFiles[i].copyFileId })
        .where(eq(schema.pages.id, image.page.id));
      await insertRows(
        tx,
        schema.iiifAnnotations,
        image.regions.map((region, position) => ({
          iiifCanvasId: copyFiles[i].canvasId,
          position: position + 1,
          x: region.x,
          y: region.y,
          width: region.width,
          height: region.height,
          iiifableType: 'Entry',
          iiifableId: region.entryId,
        })),
      );
    }
    if (scoreId !== null) {
      const stored: Stored[] = [];
      for (const [i, bytes] of scoreImages.entries())
        stored.push(
          await storeImage(
            tx,
            store,
            folderId,
            `score_${String(i + 1).padStart(3, '0')}.jpg`,
            bytes,
          ),
        );
      await makeCopy(tx, 'score', scoreId, stored);
    }
  });
}

/** A digital copy with its images, object, canvases and painted images, as a save builds them. */
async function makeCopy(tx: Tx, type: 'score' | 'catalog', recordId: number, stored: Stored[]) {
  const [copyId] = await insertIds(tx, schema.digitalCopies, [
    { name: DEMO_COPY_NAME, digitizableType: type, digitizableId: recordId },
  ]);
  const [objectId] = await insertIds(tx, schema.iiifObjects, [
    { digitalCopyId: copyId, first: true, position: 0, width: PAGE.width, height: PAGE.height },
  ]);
  const copyFileIds = await insertIds(
    tx,
    schema.digitalCopyFiles,
    stored.map((file, position) => ({
      digitalCopyId: copyId,
      fileId: file.fileId,
      position,
      digitizableType: type,
      digitizableId: recordId,
    })),
  );
  const canvasIds = await insertIds(
    tx,
    schema.iiifCanvases,
    stored.map((file, position) => ({
      iiifObjectId: objectId,
      digitalCopyFileId: copyFileIds[position],
      position,
      first: position === 0,
      width: file.width,
      height: file.height,
      format: 'image/jpeg',
    })),
  );
  await insertRows(
    tx,
    schema.iiifAnnotations,
    stored.map((file, position) => ({
      iiifCanvasId: canvasIds[position],
      first: true,
      position: 0,
      width: file.width,
      height: file.height,
      format: 'image/jpeg',
    })),
  );
  return copyFileIds.map((copyFileId, i) => ({ copyFileId, canvasId: canvasIds[i] }));
}
