import type { ServerResponse } from 'node:http';

/*
 * A document written a part at a time (MARC and CSV exports of any size): each part waits while
 * the client reads slower than the document is made, so memory holds a part, not the document.
 */

/** Writes `text`, waiting while the client reads slower than the export is made. */
export async function write(res: ServerResponse, text: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(text)) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', drained);
      res.off('close', closed);
      resolve(ok);
    };
    const drained = () => done(true);
    const closed = () => done(false);
    res.once('drain', drained);
    res.once('close', closed);
  });
}
