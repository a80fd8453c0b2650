import type { SnapshotEvent } from './snapshot';

/*
 * A snapshot's events over the running server's control socket: each event a frame of one byte
 * naming it, four bytes of length (big-endian) and its content — JSON, or the bytes themselves
 * for rows and hashes. An error of the server after the answer began is a frame too.
 */

const KIND = {
  header: 0x48, // H
  hashes: 0x4b, // K
  table: 0x54, // T
  rows: 0x52, // R
  tableEnd: 0x45, // E
  end: 0x5a, // Z
  error: 0x58, // X
} as const;

/** Raw bytes per frame at most: a slice of PGlite's rows is cut into frames this long. */
const FRAME_BYTES = 1024 * 1024;

function frame(kind: number, content: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = kind;
  head.writeUInt32BE(content.length, 1);
  return Buffer.concat([head, content]);
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** An event as frames (rows and hashes cut into frames of at most FRAME_BYTES). */
export function encodeEvent(event: SnapshotEvent): Buffer[] {
  switch (event.type) {
    case 'header':
      return [frame(KIND.header, json(event.header))];
    case 'table':
      return [frame(KIND.table, json({ name: event.name }))];
    case 'tableEnd':
      return [frame(KIND.tableEnd, json({ name: event.name }))];
    case 'end':
      return [frame(KIND.end, Buffer.alloc(0))];
    case 'hashes':
    case 'rows': {
      const frames: Buffer[] = [];
      for (let at = 0; at < event.data.length; at += FRAME_BYTES)
        frames.push(frame(KIND[event.type], event.data.subarray(at, at + FRAME_BYTES)));
      return frames;
    }
  }
}

/** The frame that tells the client the server's snapshot failed. */
export function encodeError(message: string): Buffer {
  return frame(KIND.error, json({ message }));
}

/** The server's snapshot failed after its answer began. */
export class RemoteSnapshotError extends Error {}

/** Turns a byte stream of frames back into events (an error frame throws RemoteSnapshotError). */
export async function* decodeEvents(stream: AsyncIterable<Buffer>): AsyncGenerator<SnapshotEvent> {
  let parts: Buffer[] = [];
  let buffered = 0;
  /** The buffered bytes as one buffer (joined only when a frame is whole, or its head split). */
  const joined = () => {
    if (parts.length > 1) parts = [Buffer.concat(parts, buffered)];
    return parts[0]!;
  };
  /** The length of the frame being gathered, once its head is in (else -1). */
  let length = -1;
  for await (const chunk of stream) {
    parts.push(chunk);
    buffered += chunk.length;
    while (buffered >= 5) {
      if (length < 0) length = (parts[0]!.length >= 5 ? parts[0]! : joined()).readUInt32BE(1);
      if (buffered < 5 + length) break;
      const all = joined();
      const rest = all.subarray(5 + length);
      parts = rest.length > 0 ? [rest] : [];
      buffered = rest.length;
      const event = eventOf(all[0], all.subarray(5, 5 + length));
      length = -1;
      yield event;
    }
  }
  if (buffered > 0) throw new RemoteSnapshotError('the answer ended in the middle of a frame');
}

function eventOf(kind: number | undefined, content: Buffer): SnapshotEvent {
  const parsed = () => JSON.parse(content.toString('utf8')) as Record<string, unknown>;
  switch (kind) {
    case KIND.header:
      return { type: 'header', header: parsed() as never };
    case KIND.hashes:
      return { type: 'hashes', data: content };
    case KIND.table:
      return { type: 'table', name: String(parsed().name) };
    case KIND.rows:
      return { type: 'rows', data: content };
    case KIND.tableEnd:
      return { type: 'tableEnd', name: String(parsed().name) };
    case KIND.end:
      return { type: 'end' };
    case KIND.error:
      throw new RemoteSnapshotError(String(parsed().message));
    default:
      throw new RemoteSnapshotError(`an unknown frame (${kind})`);
  }
}
