/**
 * The rules of useQuery as pure functions. A query's state belongs to one request key (the
 * operation and its variables by value); what a screen sees is derived from it for the key it
 * asks for now, so new variables show as loading from their first render on.
 */
export type QueryState<TData> = {
  /** The key the state belongs to; null before the first request. */
  key: string | null;
  data: TData | undefined;
  /** The data before the current, kept while other variables load (a list keeps its rows). */
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
};

export type QueryView<TData> = Omit<QueryState<TData>, 'key'>;

export const INITIAL_QUERY_STATE: QueryState<never> = {
  key: null,
  data: undefined,
  previousData: undefined,
  loading: false,
  error: undefined,
};

/** The key of a request: the operation and its variables, compared by value. */
export function queryKey(operationName: string | null, variables: unknown): string {
  return `${operationName ?? ''}:${JSON.stringify(variables ?? {})}`;
}

/** What a screen sees for `key`: skipped, the state of that key, or a start of loading it. */
export function queryView<TData>(
  state: QueryState<TData>,
  key: string,
  skip: boolean,
): QueryView<TData> {
  const previousData = state.data ?? state.previousData;
  if (skip) return { data: undefined, previousData, loading: false, error: undefined };
  if (state.key !== key) return { data: undefined, previousData, loading: true, error: undefined };
  const { data, loading, error } = state;
  return { data, previousData: state.previousData, loading, error };
}

/**
 * A request for `key` went out: new variables drop the data (kept as previous data), the same
 * variables (refetch) keep it while loading.
 */
export function queryStarted<TData>(state: QueryState<TData>, key: string): QueryState<TData> {
  if (state.key === key) return { ...state, loading: true, error: undefined };
  return {
    key,
    data: undefined,
    previousData: state.data ?? state.previousData,
    loading: true,
    error: undefined,
  };
}

/** The newest request for `key` was answered. */
export function queryAnswered<TData>(
  state: QueryState<TData>,
  key: string,
  data: TData,
): QueryState<TData> {
  const previousData = state.data ?? state.previousData;
  return { key, data, previousData, loading: false, error: undefined };
}

/** The newest request for `key` failed: no data, the error to show. */
export function queryFailed<TData>(
  state: QueryState<TData>,
  key: string,
  error: Error,
): QueryState<TData> {
  return {
    key,
    data: undefined,
    previousData: state.data ?? state.previousData,
    loading: false,
    error,
  };
}

/**
 * Numbers a query's requests so that only the newest one's answer is heard: an older one
 * answering late (other variables), or any after the screen is gone, changes nothing.
 */
export class RequestTurns {
  private newest = 0;

  /** A new request, from now on the one heard. */
  next(): number {
    return ++this.newest;
  }

  /** No request under way is heard any more (new variables, skip, unmount). */
  forgetAll(): void {
    this.newest++;
  }

  heard(request: number): boolean {
    return request === this.newest;
  }
}
