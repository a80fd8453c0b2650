import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlClient } from './client';
import { operationName, type TypedDocument, type Variables } from './graphql-client';
import {
  INITIAL_QUERY_STATE,
  queryAnswered,
  queryFailed,
  queryKey,
  queryStarted,
  queryView,
  RequestTurns,
  type QueryState,
  type QueryView,
} from './query-state';

export type QueryOptions<TVariables> = {
  variables?: TVariables;
  /** Sends nothing while true (a section not shown yet, an id not known yet). */
  skip?: boolean;
};

/** How a refetch ended: its data, or the error (logged by the client already). */
export type QueryOutcome<TData> =
  { data: TData; error?: undefined } | { data?: undefined; error: Error };

export type QueryResult<TData> = QueryView<TData> & {
  /** Asks again with the current variables; never rejects. */
  refetch: () => Promise<QueryOutcome<TData>>;
};

/**
 * Runs a query whenever its variables change (compared by value) and it is not skipped; nothing
 * is cached, so every mount and every refetch asks the server. Only the newest request's answer
 * counts: an older one arriving late, or one arriving after unmount, changes nothing.
 */
export function useQuery<TData, TVariables extends Variables>(
  document: TypedDocument<TData, TVariables>,
  { variables, skip = false }: QueryOptions<NoInfer<TVariables>> = {},
): QueryResult<TData> {
  const key = queryKey(operationName(String(document)), variables);
  const [state, setState] = useState<QueryState<TData>>(INITIAL_QUERY_STATE);
  const [turns] = useState(() => new RequestTurns());
  const current = useRef({ document, variables, key });
  current.current = { document, variables, key };

  const run = useCallback(async (): Promise<QueryOutcome<TData>> => {
    const { document: asked, variables: sent, key: sentKey } = current.current;
    const request = turns.next();
    setState((previous) => queryStarted(previous, sentKey));
    try {
      const data = await graphqlClient.request(asked, sent);
      if (turns.heard(request)) setState((previous) => queryAnswered(previous, sentKey, data));
      return { data };
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (turns.heard(request)) setState((previous) => queryFailed(previous, sentKey, error));
      return { error };
    }
  }, [turns]);

  useEffect(() => {
    if (skip) return;
    void run();
    // New variables, skip or unmount: the request under way is no longer heard.
    return () => {
      turns.forgetAll();
    };
  }, [key, skip, run, turns]);

  return { ...queryView(state, key, skip), refetch: run };
}
