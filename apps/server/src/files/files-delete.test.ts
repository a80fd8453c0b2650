import { describe, expect, it } from 'vitest';
import { createDigitalCopy, createScore } from '../test/factories';
import {
  contributor,
  folder,
  getFile,
  png,
  server,
  storedBlobs,
  uploaded,
  useFilesServer,
} from '../test/files-api';

useFilesServer();

const DELETE_REPORT = `mutation ($ids: [ID!]!) {
  deleteFiles(ids: $ids) {
    success message key deleted_ids
    kept { image_count file { id filename } digital_copies { id name } }
  }
}`;
const DELETE_ONE = `mutation ($id: ID!) { deleteFile(id: $id) { success message key } }`;
const SAVE_COPY = `mutation ($input: DigitalCopyInput!) {
  upsertDigitalCopy(input: $input) { success key id }
}`;

type Report = {
  success: boolean;
  message: string;
  key: string;
  deleted_ids: string[];
  kept: {
    image_count: number;
    file: { id: string; filename: string };
    digital_copies: { id: string; name: string | null }[];
  }[];
};

const deleteReport = async (ids: string[], locale = 'en') =>
  (await contributor.data<{ deleteFiles: Report }>(DELETE_REPORT, { ids }, { locale })).deleteFiles;

/** A digital copy of a new score showing these files, one image each. */
async function copyShowing(...fileIds: string[]): Promise<string> {
  const score = await createScore(server.database.db);
  const copy = await createDigitalCopy(
    server.database.db,
    'score',
    score,
    fileIds.map((id, n) => ({ fileId: Number(id), name: `fol. ${n + 1}r` })),
  );
  return String(copy);
}

describe('deleting several files where digital copies show some', () => {
  it('deletes the free ones and keeps, naming each digital copy, those a copy shows', async () => {
    const top = await folder(`mixed-${Date.now()}`);
    const free = await uploaded('free.txt', `free ${Date.now()}`, { folder: { id: top } });
    const shown = await uploaded('shown.txt', `shown ${Date.now()}`, { folder: { id: top } });
    const inner = await folder('Stimmen', top);
    const deep = await uploaded('deep.txt', `deep ${Date.now()}`, { folder: { id: inner } });
    const emptyFolder = await folder('leer', top);
    const first = await copyShowing(shown);
    const second = await copyShowing(shown, deep);
    const blobsBefore = (await storedBlobs()).length;

    const report = await deleteReport([free, shown, inner, emptyFolder]);

    expect(report).toMatchObject({
      success: true,
      key: 'File.deleted_some_kept',
      message: '2 deleted. 2 kept, because digital copies show them.',
    });
    expect(new Set(report.deleted_ids)).toEqual(new Set([free, emptyFolder]));
    expect(report.kept).toEqual([
      {
        image_count: 2,
        file: { id: shown, filename: 'shown.txt' },
        digital_copies: [
          { id: first, name: 'Photographs' },
          { id: second, name: 'Photographs' },
        ],
      },
      {
        image_count: 1,
        file: { id: inner, filename: 'Stimmen' },
        digital_copies: [{ id: second, name: 'Photographs' }],
      },
    ]);
    expect(await getFile(free)).toBeNull();
    expect(await getFile(emptyFolder)).toBeNull();
    // A folder kept is kept whole.
    expect(await getFile(shown)).not.toBeNull();
    expect(await getFile(inner)).not.toBeNull();
    expect(await getFile(deep)).not.toBeNull();
    expect((await storedBlobs()).length).toBe(blobsBefore - 1);
  });

  it('says so in German', async () => {
    const top = await folder(`deutsch-${Date.now()}`);
    const free = await uploaded('frei.txt', `frei ${Date.now()}`, { folder: { id: top } });
    const shown = await uploaded('gezeigt.txt', `gezeigt ${Date.now()}`, { folder: { id: top } });
    await copyShowing(shown);
    const report = await deleteReport([free, shown], 'de');
    expect(report.message).toBe('1 gelöscht. 1 behalten, weil Digitalisate sie zeigen.');
  });

  it('deletes nothing when a copy shows every one, refused with File.error_in_use as one file is', async () => {
    const top = await folder(`all-shown-${Date.now()}`);
    const a = await uploaded('a.txt', `a ${Date.now()}`, { folder: { id: top } });
    const b = await uploaded('b.txt', `b ${Date.now()}`, { folder: { id: top } });
    const copy = await copyShowing(a, b);

    const report = await deleteReport([a, b]);
    expect(report).toMatchObject({ success: false, key: 'File.error_in_use', deleted_ids: [] });
    expect(report.message).toContain('2 images');
    expect(report.kept.map((kept) => kept.digital_copies)).toEqual([
      [{ id: copy, name: 'Photographs' }],
      [{ id: copy, name: 'Photographs' }],
    ]);
    expect(await getFile(a)).not.toBeNull();

    const one = await contributor.data(DELETE_ONE, { id: a });
    expect(one.deleteFile).toMatchObject({ success: false, key: 'File.error_in_use' });
  });

  it('deletes nothing when one id names no file', async () => {
    const top = await folder(`missing-${Date.now()}`);
    const a = await uploaded('a.txt', `gone ${Date.now()}`, { folder: { id: top } });
    const report = await deleteReport([a, '987654321']);
    expect(report).toMatchObject({ success: false, key: 'Record.error_not_found', kept: [] });
    expect(await getFile(a)).not.toBeNull();
  });

  it('never leaves a digital copy showing a deleted file when a copy is saved meanwhile', async () => {
    const score = String(await createScore(server.database.db));
    for (let round = 0; round < 6; round++) {
      const top = await folder(`race-${Date.now()}-${round}`);
      const scan = await uploaded(`scan-${round}.png`, new Uint8Array(await png(20 + round, 30)), {
        folder: { id: top },
      });
      const other = await uploaded('other.txt', `other ${Date.now()} ${round}`, {
        folder: { id: top },
      });
      const [deleted, saved] = await Promise.all([
        deleteReport([top, other]),
        contributor.data(SAVE_COPY, {
          input: {
            digitizable_type: 'score',
            digitizable_id: score,
            files: [{ name: 'fol. 1r', file: { id: scan } }],
          },
        }),
      ]);
      const copySaved = saved.upsertDigitalCopy.success as boolean;
      // Either the copy came first and keeps the folder, or the delete did and the copy is refused.
      expect(await getFile(scan)).toEqual(copySaved ? expect.anything() : null);
      expect(deleted.deleted_ids).toContain(other);
      if (copySaved) {
        expect(deleted.deleted_ids).not.toContain(top);
        expect(deleted.kept[0].digital_copies).toEqual([
          { id: saved.upsertDigitalCopy.id, name: null },
        ]);
      } else {
        expect(deleted.deleted_ids).toContain(top);
      }
    }
  });
});
