import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useMutation, useQuery } from '../core/graphql';
import { failureMessage } from '../core/graphql/failure-message';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { PageTitle } from '../core/components/PageTitle';
import { useTranslation } from '../core/i18n/useTranslation';
import { MarcImportQuery, StartMarcImportMutation } from './import-documents';

/** How often a running import is asked how far it is. */
const POLL_MS = 1000;

type Run = NonNullable<ReturnType<typeof useRun>['run']>;

function useRun(id: string) {
  const { data, error, refetch } = useQuery(MarcImportQuery, { variables: { id } });
  const run = data?.marcImport ?? null;
  const running = run?.status === 'running';
  // Asked again while it runs: the import runs on the server, the screen follows it (and after
  // a reload, by the run's id in the address).
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  return { run, error, refetch, loaded: data !== undefined };
}

/**
 * The MARC import (issue 25): a MARCXML file chosen, tried in a dry run or imported; the run
 * followed on the server (records read, share of the file, time left), then what it did, each
 * record's problems in the interface's language and the coverage of the file's fields.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('run');
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageTitle>{t('import.title')}</PageTitle>
      {id ? <RunView id={id} /> : <StartForm />}
    </Box>
  );
}

function StartForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartMarcImportMutation);
  const begin = async (dryRun: boolean) => {
    if (!file) {
      setProblem(t('import.no_file'));
      return;
    }
    setProblem(null);
    try {
      const { data } = await start({ variables: { file, dryRun, fromDryRun: null } });
      const answer = data.startMarcImport;
      if (answer.success && answer.id) void navigate(`/import?run=${answer.id}`);
      else setProblem(answer.message ?? t('import.no_file'));
    } catch (error) {
      setProblem(failureMessage(error, t));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>{t('import.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
        >
          {t('import.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".xml,.marcxml,application/xml,text/xml,application/marcxml+xml"
          hidden
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        {file && <Typography>{t('import.chosen', { name: file.name })}</Typography>}
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" disabled={loading} onClick={() => void begin(true)}>
          {t('import.dry_run')}
        </Button>
        <Button variant="outlined" disabled={loading} onClick={() => void begin(false)}>
          {t('import.start')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('import.dry_run_hint')}
      </Typography>
    </Paper>
  );
}

function duration(seconds: number, language: string): string {
  const unit = seconds >= 120 ? 'minute' : 'second';
  const value = unit === 'minute' ? Math.round(seconds / 60) : seconds;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

function RunView({ id }: { id: string }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const { run, error, refetch, loaded } = useRun(id);
  const [start, { loading }] = useMutation(StartMarcImportMutation);
  const [problem, setProblem] = useState<string | null>(null);
  if (error && !run)
    return <LoadFailedAlert text={failureMessage(error, t)} retry={() => void refetch()} />;
  if (!loaded) return <LinearProgress aria-label={t('import.progress_label')} />;
  if (!run) return <Alert severity="warning">{t('import.load_failed')}</Alert>;
  const importTried = async () => {
    try {
      const { data } = await start({
        variables: { file: null, dryRun: false, fromDryRun: run.id },
      });
      const answer = data.startMarcImport;
      if (answer.success && answer.id) void navigate(`/import?run=${answer.id}`);
      else setProblem(answer.message);
    } catch (failure) {
      setProblem(failureMessage(failure, t));
    }
  };
  const counts = {
    total: run.total,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    refused: run.refused,
  };
  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h6">
        {t(run.dry_run ? 'import.run_dry_title' : 'import.run_title', { name: run.file_name })}
      </Typography>
      {run.status === 'running' && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(run.progress * 100)}
            aria-label={t('import.progress_label')}
          />
          <Typography role="status" sx={{ mt: 1 }}>
            {t('import.progress', { count: run.total, percent: Math.round(run.progress * 100) })}
            {run.seconds_left !== null &&
              ` · ${t('import.time_left', { time: duration(run.seconds_left, language) })}`}
          </Typography>
        </Box>
      )}
      {run.status === 'done' && (
        <Alert severity={run.refused > 0 ? 'warning' : 'success'} role="status">
          {t(run.dry_run ? 'import.done_dry' : 'import.done', counts)}
        </Alert>
      )}
      {run.status === 'failed' && (
        <Alert severity="error" role="status">
          {t('import.failed', { error: run.error ?? '' })}
        </Alert>
      )}
      {run.status === 'interrupted' && (
        <Alert severity="warning" role="status">
          {t('import.interrupted')}
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {run.status !== 'running' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {run.can_import && (
            <Button variant="contained" disabled={loading} onClick={() => void importTried()}>
              {t('import.import_tried')}
            </Button>
          )}
          <Button component={RouterLink} to="/import" variant="outlined">
            {t('import.another')}
          </Button>
        </Stack>
      )}
      {run.status === 'done' && <RecordsTable run={run} />}
      {run.status === 'done' && run.coverage.length > 0 && <CoverageTable run={run} />}
    </Stack>
  );
}

function RecordsTable({ run }: { run: Run }) {
  const { t } = useTranslation();
  const problemText = (problem: Run['records'][number]['problems'][number]) =>
    problem.code === 'save'
      ? t('import.problem_save', { field: problem.field, message: problem.message ?? '' })
      : t(`import.problem_${problem.code}`, { value: problem.value ?? '', field: problem.field });
  return (
    <Box>
      <Typography id="import-records" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('import.records_heading')}
      </Typography>
      {run.records.length === 0 ? (
        <Typography>{t('import.no_problems')}</Typography>
      ) : (
        <>
          {run.record_count > run.records.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('import.records_more', { shown: run.records.length, count: run.record_count })}
            </Typography>
          )}
          <TableContainer
            component={Paper}
            variant="outlined"
            tabIndex={0}
            role="region"
            aria-labelledby="import-records"
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('import.col_record')}</TableCell>
                  <TableCell>{t('import.col_outcome')}</TableCell>
                  <TableCell>{t('import.col_problems')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.records.map((record) => (
                  <TableRow key={record.position}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {t('import.record_position', { position: record.position })}
                      {record.control_number && (
                        <Typography variant="body2" color="text.secondary">
                          {record.control_number}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{t(`import.outcome_${record.outcome}`)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {record.problems.map((problem, i) => (
                          <li key={i}>{problemText(problem)}</li>
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

function CoverageTable({ run }: { run: Run }) {
  const { t, language } = useTranslation();
  const number = new Intl.NumberFormat(language);
  return (
    <Box>
      <Typography id="import-coverage" component="h2" variant="h6">
        {t('import.coverage_heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('import.coverage_hint')}
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ maxHeight: 480 }}
        tabIndex={0}
        role="region"
        aria-labelledby="import-coverage"
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.col_subfield')}</TableCell>
              <TableCell align="right">{t('import.col_mapped')}</TableCell>
              <TableCell align="right">{t('import.col_kept')}</TableCell>
              <TableCell align="right">{t('import.col_refused')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.coverage.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.key}</TableCell>
                <TableCell align="right">{number.format(row.mapped)}</TableCell>
                <TableCell align="right">{number.format(row.kept)}</TableCell>
                <TableCell align="right">{number.format(row.refused)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
