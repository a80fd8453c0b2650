/**
 * Loads by key in batches: every key asked for while GraphQL resolves one level of a query is
 * collected and fetched with ONE call of `load` (one `where id in (…)` statement), so the number
 * of SQL statements of a read does not grow with the number of records. Answers are cached for
 * the life of the loader (one root field, or one operation, of one request).
 */
export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (e: unknown) => void }[] =
    [];

  function dispatch() {
    const batch = pending;
    pending = [];
    load(batch.map((item) => item.key)).then(
      (values) => batch.forEach((item) => item.resolve(values.get(item.key))),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  }

  return (key: K) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      // setImmediate runs after every pending promise job: the whole level has asked by then.
      if (pending.length === 0) setImmediate(dispatch);
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
}

/** A batch loader whose missing keys answer a default (an empty list, false, null). */
export function withDefault<K, V>(
  load: (key: K) => Promise<V | undefined>,
  missing: () => V,
): { load(key: K): Promise<V> } {
  return { load: async (key) => (await load(key)) ?? missing() };
}
