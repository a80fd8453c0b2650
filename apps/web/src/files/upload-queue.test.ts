import { describe, expect, it } from 'vitest';
import type { UploadOutcome } from './upload-outcome';
import { uploadCounts, UploadQueue, type UploadSender } from './upload-queue';

/** A sender whose requests the test answers by hand. */
function manualSender() {
  const sent: {
    name: string;
    folderId: string | null;
    progress: (percent: number) => void;
    answer: (outcome: UploadOutcome) => void;
    aborted: boolean;
  }[] = [];
  const send: UploadSender = (file, folderId, progress) => {
    let answer: (outcome: UploadOutcome) => void = () => {};
    const done = new Promise<UploadOutcome>((resolve) => (answer = resolve));
    const request = { name: file.name, folderId, progress, answer, aborted: false };
    sent.push(request);
    return {
      done,
      abort: () => {
        request.aborted = true;
        answer({ ok: false, key: 'files.upload_network_error' });
      },
    };
  };
  return { sent, send };
}

const file = (name: string, size = 3) => new File(['x'.repeat(size)], name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('sends two files at a time, in order, into the folder they were chosen for', async () => {
    const { sent, send } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('a.png'), file('b.pdf'), file('c.txt')], '5');

    expect(sent.map((one) => one.name)).toEqual(['a.png', 'b.pdf']);
    expect(sent.every((one) => one.folderId === '5')).toBe(true);
    expect(queue.getSnapshot().map((item) => item.state)).toEqual([
      'uploading',
      'uploading',
      'waiting',
    ]);
    expect(uploadCounts(queue.getSnapshot())).toEqual({ active: 3, total: 3, done: 0, failed: 0 });

    sent[0].progress(50);
    expect(queue.getSnapshot()[0].progress).toBe(50);

    sent[0].answer({ ok: true, id: '11' });
    await settle();
    expect(sent.map((one) => one.name)).toEqual(['a.png', 'b.pdf', 'c.txt']);
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'done', progress: 100, fileId: '11' });
  });

  it('keeps a failure with its reason until it is dismissed', async () => {
    const { sent, send } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('big.tif')], null);
    sent[0].answer({ ok: false, text: 'File too large.' });
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({
      state: 'failed',
      problem: { text: 'File too large.' },
    });

    queue.clearFinished();
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.dismiss(queue.getSnapshot()[0].key);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('cancels an upload under way (aborting it) and one still waiting', async () => {
    const { sent, send } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('a'), file('b'), file('c')], null);
    const [a, , c] = queue.getSnapshot();

    queue.cancel(c.key);
    queue.cancel(a.key);
    await settle();
    expect(sent[0].aborted).toBe(true);
    expect(queue.getSnapshot().map((item) => item.state)).toEqual([
      'cancelled',
      'uploading',
      'cancelled',
    ]);
    // The waiting one was never sent.
    expect(sent.map((one) => one.name)).toEqual(['a', 'b']);

    queue.clearFinished();
    expect(queue.getSnapshot().map((item) => item.name)).toEqual(['b']);
  });

  it('lists what cannot be sent as failed at once, and tells of stored files', async () => {
    const { sent, send } = manualSender();
    const queue = new UploadQueue(send);
    const uploaded: string[] = [];
    queue.onUploaded((item) => uploaded.push(item.name));
    queue.add([file('a')], null, [
      { name: 'Scans', problem: { key: 'files.upload_folder_refused' } },
    ]);
    expect(queue.getSnapshot().map((item) => [item.name, item.state])).toEqual([
      ['a', 'uploading'],
      ['Scans', 'failed'],
    ]);
    sent[0].answer({ ok: true, id: '1' });
    await settle();
    expect(uploaded).toEqual(['a']);
  });
});
