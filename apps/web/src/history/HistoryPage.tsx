import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import RestoreOutlinedIcon from '@mui/icons-material/RestoreOutlined';
import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQuery } from '../core/graphql';
import { failureMessage } from '../core/graphql/failure-message';
import { ConfirmDialog } from '../core/components/ConfirmDialog';
import { PageTitle } from '../core/components/PageTitle';
import { ScrollBox } from '../core/components/ScrollBox';
import { PagedList } from '../core/components/PagedList';
import { ResultSnackbar, useActionOutcome } from '../core/components/ResultSnackbar';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { useTranslation } from '../core/i18n/useTranslation';
import type { HistoryKind, RecordHistoryQuery as RecordHistoryData } from '../gql/graphql';
import { LazyIncipitNotation } from '../incipits/index';
import { RecordHistoryQuery, RestoreVersionMutation } from './history-documents';
import { pathLabel } from './path-label';
import { RefusalAlert, refusalOf, type Refusal } from './RefusalAlert';

/** Versions on a page of the history. */
const PAGE_SIZE = 20;

type Version = RecordHistoryData['recordHistory']['data'][number];
type Change = Version['changes'][number];

type Props = {
  kind: HistoryKind;
  /** The record's view path, e.g. `/scores/12` (its history is `{path}/history`). */
  path: (id: string) => string;
};

/**
 * A record's history (issue 26): its versions newest first, a page at a time, each with who
 * changed it, when, and what, field by field in the editor's words (an incipit's music drawn
 * before and after), and "Restore this version" for every version but the current one.
 */
export function HistoryPage({ kind, path }: Props) {
  const { t, language } = useTranslation();
  const { id = '' } = useParams();
  const { page, setPage } = usePageParam();
  const query = useQuery(RecordHistoryQuery, {
    variables: { kind, id, first: PAGE_SIZE, page },
  });
  const history = query.data?.recordHistory;
  useLastPageLimit(page, history?.paginatorInfo.lastPage, setPage);
  const outcome = useActionOutcome();
  const [restoring, setRestoring] = useState<Version | null>(null);
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [restore, { loading }] = useMutation(RestoreVersionMutation);
  const newest = page === 1 ? history?.data[0]?.id : undefined;

  const confirm = async (version: Version) => {
    setProblem(null);
    try {
      const { data } = await restore({ variables: { id: version.id } });
      const answer = data.restoreVersion;
      setRestoring(null);
      if (answer.success) {
        outcome.show({ success: true, message: answer.message ?? '' });
        setPage(1);
        void query.refetch();
      } else setProblem(refusalOf(t, answer));
    } catch (error) {
      setRestoring(null);
      setProblem({ message: failureMessage(error, t), fields: [] });
    }
  };

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Link component={RouterLink} to={path(id)} sx={{ display: 'inline-block', mb: 1 }}>
        {t('history.back')}
      </Link>
      <PageTitle>
        <HistoryOutlinedIcon sx={{ mr: 1, verticalAlign: 'text-bottom' }} aria-hidden />
        {history
          ? t('history.title', { name: history.record_name ?? t(`history.kind.${kind}`) })
          : t('history.title_unnamed')}
      </PageTitle>
      {problem && <RefusalAlert refusal={problem} onClose={() => setProblem(null)} />}
      <PagedList
        query={query}
        texts={{
          loading: t('history.loading'),
          failed: t('history.load_failed'),
          empty: t('history.empty'),
        }}
        count={history?.data.length}
        paginator={history?.paginatorInfo}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history?.data.map((version) => (
            <VersionCard
              key={version.id}
              version={version}
              language={language}
              current={version.id === newest}
              deleted={history.record_deleted}
              onRestore={() => setRestoring(version)}
            />
          ))}
        </Stack>
      </PagedList>
      <ConfirmDialog
        open={restoring !== null}
        title={
          typeof restoring?.version === 'number'
            ? t('history.restore_title', { n: restoring.version })
            : t('history.restore_title_unnumbered')
        }
        question={t('history.restore_prompt')}
        confirmLabel={t('history.restore_confirm')}
        busy={loading}
        onConfirm={() => restoring && void confirm(restoring)}
        onCancel={() => setRestoring(null)}
      />
      <ResultSnackbar shown={outcome.shown} onClose={outcome.clear} />
    </Box>
  );
}

function VersionCard({
  version,
  language,
  current,
  deleted,
  onRestore,
}: {
  version: Version;
  language: string;
  current: boolean;
  /** The record is deleted: none of its versions can be restored here. */
  deleted: boolean;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `version-${version.id}`;
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(version.at));
  const restorable = !current && !deleted && version.operation !== 'delete';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 500 }}>
            {t(`history.op_${version.operation}`)}
            {version.version !== null && version.version !== undefined && (
              <> · {t('history.version', { n: version.version })}</>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {version.author ? t('history.by', { author: version.author }) : t('history.by_nobody')}{' '}
            · <time dateTime={version.at}>{when}</time>
            {current && <> · {t('history.current')}</>}
          </Typography>
        </Box>
        {restorable && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<RestoreOutlinedIcon />}
            onClick={onRestore}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('history.restore')}
          </Button>
        )}
      </Stack>
      {version.operation === 'create' && version.changes.length === 0 && (
        <Typography variant="body2">{t('history.created_note')}</Typography>
      )}
      {version.operation === 'delete' && (
        <Typography variant="body2">{t('history.deleted_note')}</Typography>
      )}
      {version.changes.length > 0 && <ChangeTable changes={version.changes} />}
    </Paper>
  );
}

function ChangeTable({ changes }: { changes: readonly Change[] }) {
  const { t } = useTranslation();
  return (
    <ScrollBox label={t('history.change')}>
      <Table size="small" aria-label={t('history.change')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '30%' }}>{t('history.field')}</TableCell>
            <TableCell>{t('history.before')}</TableCell>
            <TableCell>{t('history.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                {pathLabel(t, change.path, change.change)}
              </TableCell>
              {change.change === 'moved' ? (
                <TableCell colSpan={2}>{t('history.moved')}</TableCell>
              ) : (
                <>
                  <ValueCell
                    value={change.before}
                    document={change.before_document}
                    label={t('history.notation_before')}
                  />
                  <ValueCell
                    value={change.after}
                    document={change.after_document}
                    label={t('history.notation_after')}
                  />
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

function ValueCell({
  value,
  document,
  label,
}: {
  value: string | null | undefined;
  document: string | null | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {value ?? (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('history.empty_value')}
        </Typography>
      )}
      {document && (
        <Box sx={{ mt: 1, maxWidth: 420 }}>
          <LazyIncipitNotation document={document} label={label} />
        </Box>
      )}
    </TableCell>
  );
}
