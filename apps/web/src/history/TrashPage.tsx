import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '../core/graphql';
import { failureMessage } from '../core/graphql/failure-message';
import { ConfirmDialog } from '../core/components/ConfirmDialog';
import { PageTitle } from '../core/components/PageTitle';
import { PagedList } from '../core/components/PagedList';
import { ResultSnackbar, useActionOutcome } from '../core/components/ResultSnackbar';
import { ScrollBox } from '../core/components/ScrollBox';
import { visuallyHidden } from '../core/components/visually-hidden';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { useTranslation } from '../core/i18n/useTranslation';
import { useSession } from '../core/session/session-context';
import type { TrashQuery as TrashData } from '../gql/graphql';
import { BringBackMutation, EmptyTrashMutation, TrashQuery } from './history-documents';
import { historyPath, recordPath } from './history-model';
import { RefusalAlert, refusalOf, type Refusal } from './RefusalAlert';

/** Deleted records on a page of the trash. */
const PAGE_SIZE = 25;

type Trashed = TrashData['trash']['data'][number];

/**
 * The trash (issue 26, contributors): the records deleted in the trash's days, newest first, each
 * brought back with one click — with its address, its children and its links; administrators
 * empty it.
 */
export function TrashPage() {
  const { t, language } = useTranslation();
  const { isAdmin } = useSession();
  const { page, setPage } = usePageParam();
  const query = useQuery(TrashQuery, { variables: { first: PAGE_SIZE, page } });
  const trash = query.data?.trash;
  useLastPageLimit(page, trash?.paginatorInfo.lastPage, setPage);
  const outcome = useActionOutcome();
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [back, setBack] = useState<{ kind: Trashed['kind']; id: string } | null>(null);
  const [emptying, setEmptying] = useState(false);
  const [bringBack, { loading: bringing }] = useMutation(BringBackMutation);
  const [emptyTrash, { loading: clearing }] = useMutation(EmptyTrashMutation);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const restore = async (record: Trashed) => {
    setProblem(null);
    setBack(null);
    try {
      const { data } = await bringBack({ variables: { id: record.id } });
      const answer = data.bringBack;
      if (answer.success) {
        outcome.show({ success: true, message: answer.message ?? '' });
        setBack({ kind: record.kind, id: record.record_id });
      } else setProblem(refusalOf(t, answer));
      void query.refetch();
    } catch (error) {
      setProblem({ message: failureMessage(error, t), fields: [] });
    }
  };

  const empty = async () => {
    try {
      const { data } = await emptyTrash();
      setEmptying(false);
      outcome.show({ success: data.emptyTrash.success, message: data.emptyTrash.message ?? '' });
      void query.refetch();
    } catch (error) {
      setEmptying(false);
      setProblem({ message: failureMessage(error, t), fields: [] });
    }
  };

  const backPath = back && recordPath(back.kind, back.id);
  // The row that had the focus is gone: the focus moves to the record brought back.
  const opened = useRef<HTMLAnchorElement>(null);
  useEffect(() => opened.current?.focus(), [backPath]);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageTitle>{t('history.trash_title')}</PageTitle>
        {isAdmin && (trash?.paginatorInfo.total ?? 0) > 0 && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            onClick={() => setEmptying(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('history.empty_trash')}
          </Button>
        )}
      </Stack>
      {trash && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('history.trash_intro', { count: trash.days })}
        </Typography>
      )}
      {backPath && (
        <Alert severity="success" onClose={() => setBack(null)} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={backPath} ref={opened}>
            {t('history.open_record')}
          </Link>
        </Alert>
      )}
      {problem && <RefusalAlert refusal={problem} onClose={() => setProblem(null)} />}
      <PagedList
        query={query}
        texts={{
          loading: t('history.trash_loading'),
          failed: t('history.trash_failed'),
          empty: t('history.trash_empty'),
        }}
        count={trash?.data.length}
        paginator={trash?.paginatorInfo}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        <ScrollBox label={t('history.trash_title')}>
          <Table size="small" aria-label={t('history.trash_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('history.record')}</TableCell>
                <TableCell>{t('history.deleted_by')}</TableCell>
                <TableCell>{t('history.deleted_at')}</TableCell>
                <TableCell>{t('history.kept_until')}</TableCell>
                <TableCell sx={{ position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('history.bring_back')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trash?.data.map((record) => {
                const history = historyPath(record.kind, record.record_id);
                const name = record.name || `#${record.record_id}`;
                return (
                  <TableRow key={record.id}>
                    <TableCell component="th" scope="row">
                      <Box
                        component="span"
                        sx={{ color: 'text.secondary', display: 'block', fontSize: '0.8rem' }}
                      >
                        {t(`history.kind.${record.kind}`)}
                      </Box>
                      {history ? (
                        <Link component={RouterLink} to={history}>
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </TableCell>
                    <TableCell>{record.author ?? t('history.by_nobody')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={record.deleted_at}>
                        {when.format(new Date(record.deleted_at))}
                      </time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={record.kept_until}>
                        {day.format(new Date(record.kept_until))}
                      </time>
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<RestoreFromTrashOutlinedIcon />}
                        disabled={bringing}
                        aria-label={t('history.bring_back_named', { name })}
                        onClick={() => void restore(record)}
                      >
                        {t('history.bring_back')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollBox>
      </PagedList>
      <ConfirmDialog
        open={emptying}
        title={t('history.empty_trash_title')}
        question={t('history.empty_trash_prompt')}
        confirmLabel={t('history.empty_trash_confirm')}
        busy={clearing}
        onConfirm={() => void empty()}
        onCancel={() => setEmptying(false)}
      />
      <ResultSnackbar shown={outcome.shown} onClose={outcome.clear} />
    </Box>
  );
}
