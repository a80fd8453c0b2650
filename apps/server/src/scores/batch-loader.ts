/**
 * Collects the keys asked for while GraphQL resolves one level of a response and fetches them
 * with one call: the Score field resolvers of a list of 25 scores run one query per child kind,
 * not 25. Answers are cached for the loader's life (one GraphQL operation).
 */
export class BatchLoader<K, V> {
  private queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  private readonly cache = new Map<K, Promise<V>>();

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: () => V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // GraphQL calls the resolvers of all siblings before any of their promises settle; the
      // next turn of the event loop therefore sees every key of this level.
      if (this.queue.length === 1) setImmediate(() => void this.dispatch());
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async dispatch(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const values = await this.fetch(batch.map((item) => item.key));
      for (const item of batch) item.resolve(values.get(item.key) ?? this.missing());
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }
}
