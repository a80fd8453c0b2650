import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Chip, GlobalStyles, Paper } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import type { NoticeState } from '../components/useNotice';
import { SubmitButton } from '../forms/SubmitButton';
import { CONFLICT_KEY } from '../forms/server-errors';
import { errorCountsByTab, firstError, flattenErrors, tabOfField } from './editor-errors';
import { EditorTabPanel, EditorTabs, type EditorTab } from './EditorTabs';
import { useLeaveGuard } from './LeaveGuard';
import type { DomainFieldError } from '../forms/domain-resolver';
import { failureMessage } from '../graphql/failure-message';

type Props<T extends FieldValues> = {
  /** The editor's form (see useEditorForm): values, domain-rule resolver, errors. */
  form: UseFormReturn<T>;
  /** The record's parts; a single one is shown without a tab strip. */
  tabs: readonly EditorTab[];
  /** Sends the upsert; answers its SaveAnswer. Errors keyed by form paths go under their fields. */
  save: (values: T) => Promise<SaveAnswer | null | undefined>;
  /** Message key when a refusal carries no message of its own (spec §8), e.g. 'Person.server_error'. */
  failureKey: string;
  /** After a successful save the record is reloaded by id (spec §4): by default, its view. */
  viewPath: (id: string) => string;
  /** Interface key of the notice the view shows after the save, e.g. 'people.saved'. */
  savedNotice: string;
  /** Where Cancel goes (the leave guard asks first when there are unsaved changes). */
  cancelPath: string;
  /** Loads the stored version again, offered after a conflict; absent for a new record. */
  onReload?: () => void;
  /** Replaces the navigation to the view after a save (e.g. to stay in the editor). */
  onSaved?: (id: string) => void | Promise<void>;
  initialTab?: string;
};

/**
 * A record editor (issue 4, "every editor"): tabs with error marks, the domain rules on save with
 * a jump to the first tab with errors, server errors under their fields, the conflict message with
 * "load the current version", no lost input on failure, a leave-page guard and Ctrl+S.
 */
export function RecordEditor<T extends FieldValues>(props: Props<T>) {
  const { form, tabs, save, failureKey, viewPath, savedNotice, cancelPath, onReload } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idPrefix = useId().replace(/:/g, '');
  const [active, setActive] = useState(props.initialTab ?? tabs[0]?.id ?? '');
  const [focusTarget, setFocusTarget] = useState<{ path: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const { errors, isDirty, isSubmitting } = form.formState;
  const guard = useLeaveGuard(isDirty);

  const jumpTo = (paths: string[]) => {
    const target = firstError(paths, tabs);
    if (!target) return;
    setActive(target.tab);
    setFocusTarget({ path: target.path });
  };
  const { submit, problem } = useRecordSave({
    form,
    save,
    failureKey,
    isFormField: (path) => tabOfField(path, tabs) !== null,
    onFieldErrors: jumpTo,
    onSaved:
      props.onSaved ??
      (async (id) => {
        guard.release();
        const state: NoticeState = { notice: savedNotice };
        await navigate(viewPath(id), { state });
      }),
  });

  // Focus the first field with an error once its tab is shown.
  useEffect(() => {
    if (!focusTarget) return;
    const frame = window.requestAnimationFrame(() => form.setFocus(focusTarget.path as never));
    return () => window.cancelAnimationFrame(frame);
  }, [focusTarget, form]);

  // A conflict or failure message is brought into view, wherever the save was pressed.
  useEffect(() => {
    if (problem && problem.kind !== 'invalid') problemRef.current?.scrollIntoView?.();
  }, [problem]);

  // Ctrl+S (Cmd+S) saves from anywhere in the editor, as in a desktop application.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submitRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const errorCounts = errorCountsByTab(
    flattenErrors(errors).map((error) => error.path),
    tabs,
  );

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <div ref={problemRef}>
            <ProblemAlert problem={problem} onReload={onReload} />
          </div>
          {tabs.length === 1 ? (
            // A record with one part needs no tab strip: its fields stand on their own.
            <Box sx={{ pt: 3 }}>{tabs[0].content}</Box>
          ) : (
            <>
              <EditorTabs
                idPrefix={idPrefix}
                tabs={tabs}
                value={active}
                onChange={setActive}
                errorCounts={errorCounts}
              />
              {tabs.map((tab) => (
                <EditorTabPanel
                  key={tab.id}
                  idPrefix={idPrefix}
                  id={tab.id}
                  label={tab.label}
                  active={tab.id === active}
                >
                  {tab.content}
                </EditorTabPanel>
              ))}
            </>
          )}
          {/* A field or button focused near the window's foot scrolls above the save bar below
              (sticky, some 64 px high), never behind it: while an editor is open only, so a
              click elsewhere never moves a page. */}
          <GlobalStyles styles={{ html: { scrollPaddingBottom: 88 } }} />
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              mx: { xs: -2, sm: -3 },
              mt: 3,
              px: { xs: 2, sm: 3 },
              py: 1.5,
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'center',
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <SubmitButton
              busy={isSubmitting}
              label={t('common.save')}
              busyLabel={t('common.saving')}
              icon={<SaveOutlinedIcon />}
              title={t('editor.save_shortcut')}
            />
            <Button component={Link} to={cancelPath} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            {isDirty && (
              <Chip size="small" variant="outlined" color="warning" label={t('editor.unsaved')} />
            )}
          </Box>
        </Box>
      </Paper>
      {guard.prompt}
    </FormProvider>
  );
}

function ProblemAlert({
  problem,
  onReload,
}: {
  problem: SaveProblem | null;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <Alert
        severity="warning"
        sx={{ my: 2 }}
        action={
          onReload && (
            <Button color="inherit" size="small" onClick={onReload}>
              {t('record.load_current')}
            </Button>
          )
        }
      >
        {t(CONFLICT_KEY)} {t('record.conflict_hint')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {problem.kind === 'invalid' ? t('editor.invalid') : problem.text}
    </Alert>
  );
}

/** What an upsert answers (spec §7): the saved id, or a message and field errors. */
export type SaveAnswer = {
  success: boolean;
  message?: string | null;
  id?: string | null;
  errors: readonly DomainFieldError[];
};

/** Why the last save did not go through, shown above the form. */
export type SaveProblem =
  { kind: 'conflict' } | { kind: 'invalid' } | { kind: 'message'; text: string };

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Sends the values; answers the server's SaveAnswer (a thrown error is a network failure). */
  save: (values: T) => Promise<SaveAnswer | null | undefined>;
  /** True for an error path the form shows (it is put under its field). */
  isFormField: (path: string) => boolean;
  /** Called with the error paths whenever a save fails on fields (to show the right tab). */
  onFieldErrors: (paths: string[]) => void;
  /** Called with the saved record's id. */
  onSaved: (id: string) => void | Promise<void>;
  /** The message key when the server refuses without a message (e.g. 'Person.server_error'). */
  failureKey: string;
};

/**
 * The save of a record editor: the domain rules first (the form's resolver), then the upsert;
 * field errors of the server under their fields, a stale version as a conflict, anything else as
 * a message. The form is never reset on failure, so no input is lost.
 */
export function useRecordSave<T extends FieldValues>({
  form,
  save,
  isFormField,
  onFieldErrors,
  onSaved,
  failureKey,
}: Options<T>) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const onInvalid = (errors: FieldErrors<T>) => {
    setProblem({ kind: 'invalid' });
    onFieldErrors(flattenErrors(errors).map((error) => error.path));
  };

  const onValid = async (values: T) => {
    setProblem(null);
    let answer: SaveAnswer | null | undefined;
    try {
      answer = await save(values);
    } catch (error) {
      setProblem({ kind: 'message', text: failureMessage(error, t) });
      return;
    }
    if (answer?.success && answer.id) {
      await onSaved(answer.id);
      return;
    }
    const errors = answer?.errors ?? [];
    const placed = errors.filter((error) => isFormField(error.field));
    for (const error of placed) {
      form.setError(error.field as FieldPath<T>, { type: 'server', message: error.key });
    }
    if (errors.some((error) => error.key === CONFLICT_KEY)) setProblem({ kind: 'conflict' });
    else if (placed.length > 0 && placed.length === errors.length) setProblem({ kind: 'invalid' });
    else setProblem({ kind: 'message', text: answer?.message || t(failureKey) });
    if (placed.length > 0) onFieldErrors(placed.map((error) => error.field));
  };

  return {
    /** Validates and saves; use as the form's onSubmit (and for the keyboard shortcut). */
    submit: form.handleSubmit(onValid, onInvalid),
    problem,
    clearProblem: () => setProblem(null),
  };
}
