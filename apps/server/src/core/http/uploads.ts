import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { BlobTooLarge, type BlobStore, type ReceivedBlob } from '../storage/blob-store';

/** A file of a multipart request, received into a temporary file (GraphQL multipart request spec). */
export type Upload = ReceivedBlob & {
  /** The name the client gave it, as sent (cleaned by whoever keeps it). */
  filename: string;
};

/** The files of one request by their `map` key, for the resolvers (`ctx.uploads`). */
export type Uploads = ReadonlyMap<string, Upload>;

/** A request whose multipart body was read: its files by key (http.ts, graphql.ts). */
export type RequestWithUploads = IncomingMessage & { uploads?: Uploads };

/** How an operation's variable names an uploaded file: this prefix and the file's `map` key. */
export const UPLOAD_REFERENCE = 'upload:';

/** At most this many files in one request. */
export const UPLOAD_FILES_MAX = 20;

/**
 * Why a multipart request was refused: too large a file, not the spec's format, too many files,
 * no space left to store it (ENOSPC/EDQUOT), or the disk failing otherwise (logged by the caller).
 */
export type MultipartProblem =
  'too_large' | 'malformed' | 'too_many' | 'storage_full' | 'storage_failed';

export type MultipartOutcome =
  | { ok: true; body: Buffer; uploads: Map<string, Upload> }
  | { ok: false; problem: MultipartProblem; error?: unknown };

/** What receiving a file into the store failed with, as a refusal's reason. */
function receiveProblem(error: unknown): MultipartProblem {
  if (error instanceof BlobTooLarge) return 'too_large';
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'storage_full';
  // A failed system call is the disk's; anything else came from the request (a truncated part).
  if (typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string') return 'storage_failed';
  return 'malformed';
}

type Limits = { store: BlobStore; maxFileBytes: number; maxFieldBytes: number };

/**
 * Reads a GraphQL multipart request: the `operations` and `map` fields first, then each file,
 * streamed into the blob store's temporary files (never held in memory). Answers the operations
 * as a JSON body in which each file's place holds `upload:<key>`, and the received files by key.
 * On any failure every received file is discarded; a refused request is not read further (the
 * caller answers and closes the connection).
 */
export function receiveMultipart(
  req: IncomingMessage,
  { store, maxFileBytes, maxFieldBytes }: Limits,
): Promise<MultipartOutcome> {
  return new Promise((resolve, reject) => {
    const uploads = new Map<string, Upload>();
    /** Keys whose part has arrived (a key's file is in `uploads` only once it is received). */
    const arrived = new Set<string>();
    const pending: Promise<void>[] = [];
    let operations: unknown = undefined;
    let map: Record<string, string[]> | null = null;
    let settled = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names in UTF-8 (busboy would read them as Latin-1).
        defParamCharset: 'utf8',
        limits: {
          fields: 2,
          fieldSize: maxFieldBytes,
          files: UPLOAD_FILES_MAX,
          parts: UPLOAD_FILES_MAX + 2,
        },
      });
    } catch {
      // No boundary, or not multipart/form-data at all.
      resolve({ ok: false, problem: 'malformed' });
      return;
    }

    const fail = (problem: MultipartProblem, error?: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.pause();
      // Ends the file being received too: its temporary file is removed, its handle closed.
      parser.destroy(new Error(`upload refused: ${problem}`));
      void Promise.allSettled(pending).then(() =>
        Promise.all([...uploads.values()].map((upload) => store.discard(upload))),
      );
      resolve({ ok: false, problem, error });
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail('too_large');
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return fail('malformed');
      }
      if (name === 'operations' && operations === undefined) operations = parsed;
      else if (name === 'map' && operations !== undefined && map === null) {
        map = parseMap(parsed);
        if (map === null) fail('malformed');
      } else fail('malformed');
    });

    parser.on('file', (key, stream, info) => {
      // A refusal destroys the parser, and the parser the file being read with the same error:
      // unheard, that error would end the process.
      stream.on('error', () => {});
      // A part before the map, one the map does not name, or a second part under one key.
      if (settled || map === null || !Object.hasOwn(map, key) || arrived.has(key)) {
        stream.resume();
        return fail('malformed');
      }
      arrived.add(key);
      const receiving = store.receive(stream, maxFileBytes).then(
        (blob) => {
          const upload = { ...blob, filename: info.filename ?? '' };
          if (settled) void store.discard(upload);
          else uploads.set(key, upload);
        },
        (error: unknown) => {
          stream.resume();
          fail(receiveProblem(error), error);
        },
      );
      pending.push(receiving);
    });

    parser.on('filesLimit', () => fail('too_many'));
    parser.on('partsLimit', () => fail('too_many'));
    parser.on('fieldsLimit', () => fail('malformed'));
    parser.on('error', () => fail('malformed'));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        const currentMap = map;
        if (currentMap === null || Object.keys(currentMap).some((key) => !uploads.has(key)))
          return fail('malformed');
        const placed = placeReferences(operations, currentMap);
        if (placed === null) return fail('malformed');
        settled = true;
        resolve({ ok: true, body: Buffer.from(JSON.stringify(placed)), uploads });
      }, reject);
    });
    req.on('error', () => fail('malformed'));
    req.pipe(parser);
  });
}

function parseMap(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > UPLOAD_FILES_MAX) return null;
  for (const [, paths] of entries) {
    if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string'))
      return null;
  }
  return value as Record<string, string[]>;
}

/**
 * Puts `upload:<key>` where the map says each file goes. Only into an operation's variables, and
 * only where the operation holds null there (as the spec's clients send): a path may not invent
 * structure or reach into the query text.
 */
function placeReferences(operations: unknown, map: Record<string, string[]>): unknown {
  if (typeof operations !== 'object' || operations === null) return null;
  for (const [key, paths] of Object.entries(map)) {
    for (const path of paths) {
      const parts = path.split('.');
      const start = Array.isArray(operations) ? 1 : 0;
      if (Array.isArray(operations) && !/^\d+$/.test(parts[0])) return null;
      if (parts[start] !== 'variables' || parts.length < start + 2) return null;
      let node: unknown = operations;
      for (const part of parts.slice(0, -1)) {
        if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
        node = (node as Record<string, unknown>)[part];
      }
      const last = parts[parts.length - 1];
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, last)) return null;
      if ((node as Record<string, unknown>)[last] !== null) return null;
      (node as Record<string, unknown>)[last] = `${UPLOAD_REFERENCE}${key}`;
    }
  }
  return operations;
}
