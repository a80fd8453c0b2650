import { eq } from 'drizzle-orm';
import { entries } from '../db/schema/catalogs';
import { describe, expect, it } from 'vitest';
import { createCatalog, createScore } from '../test/factories';
import {
  UPLOAD,
  SAVE,
  COPY,
  REGION,
  REGIONS,
  server,
  contributor,
  image,
  save,
  getCopy,
  useCopiesServer,
} from '../test/digital-copies-api';

useCopiesServer();

describe('digital copies', () => {
  it('builds an object, a canvas per image and the image painted on each, in order', async () => {
    const scoreId = await createScore(server.database.db);
    const [a, b, c] = [
      await image('a.jpg', 300, 400),
      await image('b.jpg', 320, 400),
      await image('c.jpg', 340, 400),
    ];
    const answer = await save({
      name: 'Photographs 2024',
      digitizable_type: 'score',
      digitizable_id: String(scoreId),
      files: [{ file: { id: a } }, { file: { id: b }, name: 'fol. 2r' }, { file: { id: c } }],
    });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const copy = await getCopy(answer.id);
    expect(copy).toMatchObject({
      name: 'Photographs 2024',
      digitizable_type: 'score',
      score: { id: String(scoreId) },
    });
    expect(copy.files.map((f: any) => [f.file.id, f.position, f.digitizable_id])).toEqual([
      [a, 0, String(scoreId)],
      [b, 1, String(scoreId)],
      [c, 2, String(scoreId)],
    ]);
    expect(copy.iiif_objects).toHaveLength(1);
    const canvases = copy.files.map((f: any) => f.iiif_canvases[0]);
    expect(
      canvases.map((canvas: any) => [canvas.position, canvas.first, canvas.width, canvas.format]),
    ).toEqual([
      [0, true, 300, 'image/jpeg'],
      [1, false, 320, 'image/jpeg'],
      [2, false, 340, 'image/jpeg'],
    ]);
    for (const canvas of canvases)
      expect(canvas.iiif_annotations).toEqual([
        expect.objectContaining({
          x: null,
          y: null,
          width: canvas.width,
          height: 400,
          iiifable_id: null,
        }),
      ]);
    const { getScore } = await contributor.data(
      `query ($id: ID!) { getScore(id: $id) { has_digital_copy digital_copies { id } } }`,
      { id: String(scoreId) },
    );
    expect(getScore).toEqual({ has_digital_copy: true, digital_copies: [{ id: answer.id }] });
  });

  it('rebuilds the canvases on reorder and removal, keeping the regions of images that stay', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1', composer: 'Haydn' }] }, { number: '2' }],
    });
    const [p1, p2] = [await image('p1.jpg', 500, 700), await image('p2.jpg', 500, 700)];
    const created = await save({
      digitizable_type: 'catalog',
      digitizable_id: String(catalogId),
      files: [
        { file: { id: p1 }, page: { id: String(pageIds[0]) } },
        { file: { id: p2 }, page: { id: String(pageIds[1]) } },
      ],
    });
    expect(created.success, JSON.stringify(created)).toBe(true);
    let copy = await getCopy(created.id);
    expect(copy.files.map((f: any) => f.page?.id)).toEqual(pageIds.map(String));
    const [first, second] = copy.files;
    const region = await contributor.data(REGION, {
      input: {
        digital_copy_file: { id: first.id },
        x: 10,
        y: 20,
        width: 200,
        height: 50,
        iiifable_type: 'Entry',
        iiifable_id: String(entryIds[0][0]),
      },
    });
    expect(region.upsertIiifRegion.success, JSON.stringify(region)).toBe(true);

    // Reordered: the canvases follow, the region stays on its image.
    const reordered = await save({
      id: created.id,
      version: copy.version,
      digitizable_type: 'catalog',
      digitizable_id: String(catalogId),
      files: [
        { id: second.id, file: { id: p2 } },
        { id: first.id, file: { id: p1 }, page: { id: String(pageIds[0]) } },
      ],
    });
    expect(reordered.success, JSON.stringify(reordered)).toBe(true);
    copy = await getCopy(created.id);
    expect(
      copy.files.map((f: any) => [
        f.id,
        f.position,
        f.iiif_canvases[0].position,
        f.iiif_canvases[0].first,
      ]),
    ).toEqual([
      [second.id, 0, 0, true],
      [first.id, 1, 1, false],
    ]);
    expect(copy.files.map((f: any) => f.page?.id ?? null)).toEqual([null, String(pageIds[0])]);
    const regions = (await contributor.data(REGIONS, { id: created.id }))
      .getIiifAnnotationsForDigitalCopy;
    expect(regions).toEqual([
      {
        id: region.upsertIiifRegion.id,
        iiifable_id: String(entryIds[0][0]),
        iiifable_type: 'Entry',
        digital_copy_file_id: first.id,
        entry: { id: String(entryIds[0][0]) },
      },
    ]);
    const { getPage } = await contributor.data(
      `query ($id: ID!) { getPage(id: $id) { digital_copy_file { id } digital_copy_files { data { id } paginatorInfo { total } } } }`,
      { id: String(pageIds[0]) },
    );
    expect(getPage.digital_copy_file).toEqual({ id: first.id });
    expect(getPage.digital_copy_files.paginatorInfo.total).toBe(2);

    // Removed: its canvas and region go with it.
    const removed = await save({
      id: created.id,
      version: copy.version,
      digitizable_type: 'catalog',
      digitizable_id: String(catalogId),
      files: [{ id: second.id, file: { id: p2 } }],
    });
    expect(removed.success).toBe(true);
    expect(
      (await contributor.data(REGIONS, { id: created.id })).getIiifAnnotationsForDigitalCopy,
    ).toEqual([]);
    copy = await getCopy(created.id);
    expect(copy.iiif_objects[0].iiif_canvases).toHaveLength(1);
  });

  it('refuses a missing record, no images, a non-image, a page of another catalog and a stale version', async () => {
    const scoreId = await createScore(server.database.db);
    const text = (
      await contributor.upload(
        UPLOAD,
        { input: { file: null } },
        { 'input.file': { name: 'notes.txt', content: 'hello' } },
      )
    ).json?.data?.upsertFile.id;
    expect(
      (
        await save({
          digitizable_type: 'score',
          digitizable_id: '999999999',
          files: [{ file: { id: await image('x.jpg', 10, 10) } }],
        })
      ).errors,
    ).toEqual([{ field: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' }]);
    expect(
      (await save({ digitizable_type: 'score', digitizable_id: String(scoreId), files: [] }))
        .errors,
    ).toEqual([{ field: 'files', key: 'DigitalCopy.error_files_empty' }]);
    expect(
      (
        await save({
          digitizable_type: 'score',
          digitizable_id: String(scoreId),
          files: [{ file: { id: text } }],
        })
      ).errors,
    ).toEqual([{ field: 'files.0.file', key: 'DigitalCopy.error_not_an_image' }]);
    const other = await createCatalog(server.database.db, { pages: [{ number: '9' }] });
    const mine = await createCatalog(server.database.db, { pages: [{ number: '1' }] });
    const elsewhere = await save({
      digitizable_type: 'catalog',
      digitizable_id: String(mine.catalogId),
      files: [
        { file: { id: await image('y.jpg', 10, 10) }, page: { id: String(other.pageIds[0]) } },
      ],
    });
    expect(elsewhere.errors).toEqual([
      { field: 'files.0.page', key: 'DigitalCopy.error_page_elsewhere' },
    ]);
    const created = await save({
      digitizable_type: 'score',
      digitizable_id: String(scoreId),
      files: [{ file: { id: await image('z.jpg', 10, 10) } }],
    });
    const stale = await save({
      id: created.id,
      version: 99,
      digitizable_type: 'score',
      digitizable_id: String(scoreId),
      files: [{ file: { id: await image('w.jpg', 10, 10) } }],
    });
    expect(stale.key).toBe('Record.error_conflict');
  });

  it('refuses a region outside its image or without a record', async () => {
    const scoreId = await createScore(server.database.db);
    const created = await save({
      digitizable_type: 'score',
      digitizable_id: String(scoreId),
      files: [{ file: { id: await image('r.jpg', 100, 100) } }],
    });
    const [file] = (await getCopy(created.id)).files;
    const outside = await contributor.data(REGION, {
      input: {
        digital_copy_file: { id: file.id },
        x: 50,
        y: 50,
        width: 60,
        height: 10,
        iiifable_type: 'Score',
        iiifable_id: String(scoreId),
      },
    });
    expect(outside.upsertIiifRegion.errors).toEqual([
      { field: 'region', key: 'DigitalCopy.error_region_outside' },
    ]);
    const nothing = await contributor.data(REGION, {
      input: {
        digital_copy_file: { id: file.id },
        x: 0,
        y: 0,
        width: 10,
        height: 10,
        iiifable_type: 'Score',
        iiifable_id: '999999999',
      },
    });
    expect(nothing.upsertIiifRegion.success).toBe(false);
  });

  it('keeps its files from being deleted, and deletes cleanly itself', async () => {
    const scoreId = await createScore(server.database.db);
    const fileId = await image('kept.jpg', 20, 20);
    const created = await save({
      digitizable_type: 'score',
      digitizable_id: String(scoreId),
      files: [{ file: { id: fileId } }],
    });
    const fileDelete = await contributor.data(
      `mutation ($id: ID!) { deleteFile(id: $id) { success key } }`,
      { id: fileId },
    );
    expect(fileDelete.deleteFile).toEqual({ success: false, key: 'File.error_in_use' });
    const { getFile } = await contributor.data(
      `query ($id: ID!) { getFile(id: $id) { used_count digital_copy_files { id digital_copy { id } } } }`,
      { id: fileId },
    );
    expect(getFile.used_count).toBe(1);
    expect(getFile.digital_copy_files[0].digital_copy.id).toBe(created.id);

    const deleted = await contributor.data(
      `mutation ($id: ID!) { deleteDigitalCopy(id: $id) { success } }`,
      { id: created.id },
    );
    expect(deleted.deleteDigitalCopy.success).toBe(true);
    expect(await contributor.data(COPY, { id: created.id })).toEqual({ getDigitalCopy: null });
    expect(
      (
        await contributor.data(`mutation ($id: ID!) { deleteFile(id: $id) { success } }`, {
          id: fileId,
        })
      ).deleteFile.success,
    ).toBe(true);
  });

  it('refuses every change to visitors', async () => {
    const visitor = await server.client();
    const answer = await visitor.gql(SAVE, {
      input: { digitizable_type: 'score', digitizable_id: '1', files: [] },
    });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('records deleted under a digital copy', () => {
  it('takes the regions of a deleted entry, and the copies of a deleted catalog, keeping the files', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      pages: [{ number: '1', entries: [{ number: '1' }, { number: '2' }] }],
    });
    const fileId = await image('gone.jpg', 200, 200);
    const created = await save({
      digitizable_type: 'catalog',
      digitizable_id: String(catalogId),
      files: [{ file: { id: fileId }, page: { id: String(pageIds[0]) } }],
    });
    const [file] = (await getCopy(created.id)).files;
    for (const entry of entryIds[0])
      await contributor.data(REGION, {
        input: {
          digital_copy_file: { id: file.id },
          ...{ x: 0, y: 0, width: 10, height: 10 },
          iiifable_type: 'Entry',
          iiifable_id: String(entry),
        },
      });
    await server.database.db.delete(entries).where(eq(entries.id, entryIds[0][0]));
    const regions = (await contributor.data(REGIONS, { id: created.id }))
      .getIiifAnnotationsForDigitalCopy;
    expect(regions.map((region: { iiifable_id: string }) => region.iiifable_id)).toEqual([
      String(entryIds[0][1]),
    ]);
    const deleted = await contributor.data(
      `mutation ($id: ID!) { deleteCatalog(id: $id) { success } }`,
      { id: String(catalogId) },
    );
    expect(deleted.deleteCatalog.success).toBe(true);
    expect(await contributor.data(COPY, { id: created.id })).toEqual({ getDigitalCopy: null });
    const { getFile } = await contributor.data(
      `query ($id: ID!) { getFile(id: $id) { id used_count } }`,
      { id: fileId },
    );
    expect(getFile).toEqual({ id: fileId, used_count: 0 });
  });
});
