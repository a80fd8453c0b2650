/** An operation as it travels: its text, its name and its variables. */
export type Operation = {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
};

/** What travels as a file part of a multipart request: a File or any other Blob. */
function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The variables with null in every place that holds a file, and each file with the places it
 * held (`variables.input.file`; one file named twice is sent once). A FileList counts as a list
 * of files. A value that refers to itself is left as it is.
 */
export function extractFiles(
  variables: Record<string, unknown>,
  prefix = 'variables',
): { clone: Record<string, unknown>; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const ancestors = new Set<unknown>();
  const visit = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (typeof FileList !== 'undefined' && value instanceof FileList) {
      return visit(Array.from(value), path);
    }
    const list = Array.isArray(value);
    if ((!list && !isPlainObject(value)) || ancestors.has(value)) return value;
    ancestors.add(value);
    const clone = list
      ? value.map((child, index) => visit(child, `${path}.${index}`))
      : Object.fromEntries(
          Object.entries(value).map(([key, child]) => [key, visit(child, `${path}.${key}`)]),
        );
    ancestors.delete(value);
    return clone;
  };
  return { clone: visit(variables, prefix) as Record<string, unknown>, files };
}

/** True when the variables hold a file anywhere: the operation travels as a multipart request. */
export function hasFiles(variables: Record<string, unknown>): boolean {
  return extractFiles(variables).files.size > 0;
}

/**
 * One operation as a GraphQL multipart request (spec §7; the GraphQL multipart request spec, as
 * the server's core/uploads.ts reads it): `operations` with null where the files go, then `map`
 * naming those places by the files' keys 0, 1, …, then the files under those keys.
 */
export function multipartForm(operation: Operation): FormData {
  const { clone, files } = extractFiles(operation.variables);
  const form = new FormData();
  form.set('operations', JSON.stringify({ ...operation, variables: clone }));
  form.set('map', JSON.stringify(Object.fromEntries([...files.values()].entries())));
  [...files.keys()].forEach((file, key) => form.set(String(key), file));
  return form;
}
