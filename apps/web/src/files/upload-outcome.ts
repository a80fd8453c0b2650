/**
 * What the server answered an upload (one GraphQL multipart request): the new file's id, or why
 * not — as a message key to translate when shown (it follows a change of language), or as the
 * server's own text when it sent no key.
 */
export type UploadOutcome =
  { ok: true; id: string } | { ok: false; key: string } | { ok: false; text: string };

type GraphQLError = { message?: unknown; extensions?: { key?: unknown } };
type SaveAnswer = {
  success?: unknown;
  id?: unknown;
  message?: unknown;
  key?: unknown;
  errors?: { key?: unknown }[] | null;
};
type Body = { data?: { upsertFile?: SaveAnswer | null } | null; errors?: GraphQLError[] };

/** The answer to a request that never got one (no connection, or the connection broke). */
export const UPLOAD_NETWORK_ERROR = 'files.upload_network_error';
/** The answer to a request whose answer could not be read. */
export const UPLOAD_FAILED = 'File.server_error';

function parse(body: string): Body | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * Reads the answer of an upload: `status` 0 is a request that got no answer. The server refuses
 * a file over its limit with 413 and `{errors: [{message, extensions: {key}}]}`, someone who may
 * not upload with 403, and a refused save (a folder gone meanwhile, …) as a SaveResult whose
 * first field error says why.
 */
export function uploadOutcome(status: number, body: string): UploadOutcome {
  if (status === 0) return { ok: false, key: UPLOAD_NETWORK_ERROR };
  const json = parse(body);
  const answer = json?.data?.upsertFile;
  if (answer?.success && (typeof answer.id === 'string' || typeof answer.id === 'number')) {
    return { ok: true, id: String(answer.id) };
  }
  const fieldKey = text(answer?.errors?.[0]?.key);
  if (fieldKey) return { ok: false, key: fieldKey };
  const message = text(answer?.message);
  if (message) return { ok: false, text: message };
  // A refused request: the server's message is translated already (into the language of the
  // request) and may hold values (a limit) that its key alone does not.
  const error = json?.errors?.[0];
  const errorText = text(error?.message);
  if (errorText) return { ok: false, text: errorText };
  const errorKey = text(error?.extensions?.key);
  if (errorKey) return { ok: false, key: errorKey };
  return { ok: false, key: UPLOAD_FAILED };
}
