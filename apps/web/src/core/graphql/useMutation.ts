import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlClient } from './client';
import type { TypedDocument, Variables } from './graphql-client';

export type MutateOptions<TVariables> = { variables?: TVariables };

/**
 * A mutation to run on demand: `mutate({ variables })` answers `{ data }` or rejects with the
 * client's GraphQLErrors or NetworkError; `loading` while one is under way.
 */
export function useMutation<TData, TVariables extends Variables>(
  document: TypedDocument<TData, TVariables>,
): readonly [
  (options?: MutateOptions<NoInfer<TVariables>>) => Promise<{ data: TData }>,
  { loading: boolean },
] {
  const [running, setRunning] = useState(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    async ({ variables }: MutateOptions<TVariables> = {}) => {
      const count = (step: number) => {
        if (mounted.current) setRunning((previous) => previous + step);
      };
      count(1);
      try {
        return { data: await graphqlClient.request(document, variables) };
      } finally {
        count(-1);
      }
    },
    [document],
  );
  return [mutate, { loading: running > 0 }] as const;
}
