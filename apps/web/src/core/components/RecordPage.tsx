import { useQuery, type TypedDocument, type Variables } from '../graphql';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { MessagePage } from './MessagePage';
import { PageLoading } from './PageLoading';

type StateProps = {
  /** The record kind's text prefix: `people` → `people.load_failed_title`, `people.not_found`, … */
  texts: string;
  state: 'loading' | 'failed' | 'missing';
  /** Loads again, offered when loading failed. */
  retry?: () => void;
};

/**
 * What a record screen shows until its record is there: progress while it loads, a message with
 * "Try again" when loading failed, and "not found" when there is no record at this address.
 */
export function RecordPageState({ texts, state, retry }: StateProps) {
  const { t } = useTranslation();
  if (state === 'loading') return <PageLoading />;
  if (state === 'failed') {
    return (
      <MessagePage
        title={t(`${texts}.load_failed_title`)}
        action={
          retry && (
            <Button variant="outlined" onClick={retry}>
              {t('common.retry')}
            </Button>
          )
        }
      >
        {t(`${texts}.load_failed`)}
      </MessagePage>
    );
  }
  return <MessagePage title={t(`${texts}.not_found_title`)}>{t(`${texts}.not_found`)}</MessagePage>;
}

/**
 * Loads the record a view or edit screen is about. Until it is there, `record` is null and
 * `placeholder` is what the screen shows instead (RecordPageState):
 *
 *   const { record: person, refetch, placeholder } =
 *     useRecordQuery(GetPersonQuery, { id }, (data) => data.getPerson, 'people');
 *   if (!person) return placeholder;
 *
 * `refetch` loads it again (e.g. "Load the current version" after a conflict).
 */
export function useRecordQuery<TData, TVariables extends Variables, R>(
  query: TypedDocument<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => R | null | undefined,
  texts: string,
): { record: R | null; refetch: () => void; placeholder: ReactNode } {
  const { data, loading, error, refetch } = useQuery(query, { variables });
  const again = () => void refetch();
  const record = loading || error || !data ? null : (pick(data) ?? null);
  const state = loading ? 'loading' : error ? 'failed' : 'missing';
  return {
    record,
    refetch: again,
    placeholder: record ? null : <RecordPageState texts={texts} state={state} retry={again} />,
  };
}
