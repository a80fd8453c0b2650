import { useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import type { DomainFieldError } from '../forms/domain-resolver';
import { failureMessage } from '../graphql/failure-message';
import { CONFLICT_KEY } from '../forms/server-errors';
import { flattenErrors } from './editor-errors';

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
