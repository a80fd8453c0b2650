import type { UploadOutcome } from './upload-outcome';

/*
 * The uploads of the files screen: each file is its own request, at most UPLOAD_CONCURRENCY at a
 * time, in the order chosen. The queue lives outside React (like the GraphQL client), so uploads
 * go on, and stay listed, while the person opens other screens; nothing leaves the list unless
 * it is dismissed, failures included.
 */

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** Why an upload failed: a message key (translated when shown) or the server's own text. */
export type UploadProblem = { key: string } | { text: string };

export type UploadItem = {
  key: number;
  name: string;
  /** Size in bytes. */
  size: number;
  /** The folder it goes into (null: the root). */
  folderId: string | null;
  state: UploadState;
  /** How much of it has been sent, 0 to 100. */
  progress: number;
  problem: UploadProblem | null;
  /** The stored file's id, once it is done. */
  fileId: string | null;
};

/** One request under way: its outcome (also when aborted), and the way to abort it. */
export type UploadRequest = { done: Promise<UploadOutcome>; abort: () => void };

/** Sends one file into a folder, telling how much of it has been sent (0 to 100). */
export type UploadSender = (
  file: File,
  folderId: string | null,
  onProgress: (percent: number) => void,
) => UploadRequest;

export const UPLOAD_CONCURRENCY = 2;

/** A file that is not sent at all (e.g. a folder dropped onto the list), and why. */
export type RefusedUpload = { name: string; problem: UploadProblem };

export type UploadCounts = {
  /** Waiting or being sent. */
  active: number;
  /** Every upload listed. */
  total: number;
  done: number;
  failed: number;
};

export function uploadCounts(items: readonly UploadItem[]): UploadCounts {
  const count = (...states: UploadState[]) =>
    items.filter((item) => states.includes(item.state)).length;
  return {
    active: count('waiting', 'uploading'),
    total: items.length,
    done: count('done'),
    failed: count('failed'),
  };
}

export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private nextKey = 1;
  /** The files not yet sent, by key. */
  private readonly files = new Map<number, File>();
  private readonly running = new Map<number, UploadRequest>();
  private readonly listeners = new Set<() => void>();
  private readonly uploadedListeners = new Set<(item: UploadItem) => void>();

  constructor(
    private readonly send: UploadSender,
    private readonly concurrency = UPLOAD_CONCURRENCY,
  ) {}

  /** For useSyncExternalStore: called after every change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The uploads listed, in the order they were chosen (a new array after every change). */
  getSnapshot = (): readonly UploadItem[] => this.items;

  /** Called whenever a file has been stored (e.g. to show it in the list). */
  onUploaded(listener: (item: UploadItem) => void): () => void {
    this.uploadedListeners.add(listener);
    return () => {
      this.uploadedListeners.delete(listener);
    };
  }

  /** Queues files for a folder; refused ones are listed as failed at once. */
  add(files: readonly File[], folderId: string | null, refused: readonly RefusedUpload[] = []) {
    const added: UploadItem[] = [];
    for (const file of files) {
      const key = this.nextKey++;
      this.files.set(key, file);
      added.push(this.item(key, file.name, file.size, folderId, 'waiting', null));
    }
    for (const { name, problem } of refused) {
      added.push(this.item(this.nextKey++, name, 0, folderId, 'failed', problem));
    }
    if (added.length === 0) return;
    this.set([...this.items, ...added]);
    this.pump();
  }

  /** Stops an upload that waits or is being sent; it stays listed as cancelled. */
  cancel(key: number) {
    const item = this.find(key);
    if (!item || (item.state !== 'waiting' && item.state !== 'uploading')) return;
    this.files.delete(key);
    this.update(key, { state: 'cancelled' });
    const request = this.running.get(key);
    this.running.delete(key);
    request?.abort();
    this.pump();
  }

  /** Removes a finished upload (done, failed or cancelled) from the list. */
  dismiss(key: number) {
    const item = this.find(key);
    if (!item || item.state === 'waiting' || item.state === 'uploading') return;
    this.set(this.items.filter((one) => one.key !== key));
  }

  /** Removes the uploads that are done or cancelled; failed ones stay until dismissed. */
  clearFinished() {
    const kept = this.items.filter((item) => item.state !== 'done' && item.state !== 'cancelled');
    if (kept.length !== this.items.length) this.set(kept);
  }

  private item(
    key: number,
    name: string,
    size: number,
    folderId: string | null,
    state: UploadState,
    problem: UploadProblem | null,
  ): UploadItem {
    return { key, name, size, folderId, state, progress: 0, problem, fileId: null };
  }

  private find(key: number) {
    return this.items.find((item) => item.key === key);
  }

  private set(items: readonly UploadItem[]) {
    this.items = items;
    for (const listener of [...this.listeners]) listener();
  }

  private update(key: number, patch: Partial<UploadItem>) {
    this.set(this.items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  /** Starts waiting uploads, in order, while fewer than `concurrency` are being sent. */
  private pump() {
    while (this.running.size < this.concurrency) {
      const next = this.items.find((item) => item.state === 'waiting');
      if (!next) return;
      this.start(next);
    }
  }

  private start(item: UploadItem) {
    const file = this.files.get(item.key);
    this.files.delete(item.key);
    if (!file) {
      this.update(item.key, { state: 'failed', problem: { key: 'File.error_upload_missing' } });
      return;
    }
    this.update(item.key, { state: 'uploading', progress: 0 });
    let request: UploadRequest;
    try {
      request = this.send(file, item.folderId, (percent) => {
        if (this.find(item.key)?.state === 'uploading') {
          this.update(item.key, { progress: Math.max(0, Math.min(100, percent)) });
        }
      });
    } catch {
      this.update(item.key, { state: 'failed', problem: { key: 'files.upload_network_error' } });
      return;
    }
    this.running.set(item.key, request);
    void request.done
      .catch((): UploadOutcome => ({ ok: false, key: 'files.upload_network_error' }))
      .then((outcome) => this.finish(item.key, request, outcome));
  }

  private finish(key: number, request: UploadRequest, outcome: UploadOutcome) {
    if (this.running.get(key) === request) this.running.delete(key);
    const item = this.find(key);
    // A cancelled (or dismissed) upload's late answer changes nothing.
    if (item?.state === 'uploading') {
      if (outcome.ok) {
        this.update(key, { state: 'done', progress: 100, fileId: outcome.id });
        const done = this.find(key);
        if (done) for (const listener of [...this.uploadedListeners]) listener(done);
      } else {
        this.update(key, {
          state: 'failed',
          problem: 'key' in outcome ? { key: outcome.key } : { text: outcome.text },
        });
      }
    }
    this.pump();
  }
}
