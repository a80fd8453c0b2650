import { Alert, Box } from '@mui/material';
import type { Translate } from '../core/i18n/translate';
// The messages of the field errors a refused restore or bring-back answers.
import '../core/i18n/domain-messages';
import { pathLabel } from './path-label';

/** Why a restore or a bring-back was refused: the server's message and each field's reason. */
export type Refusal = { message: string; fields: string[] };

/** A refused answer as the screen says it ("Attribution 1 · Person: Person cannot be empty!"). */
export function refusalOf(
  t: Translate,
  answer: { message?: string | null; errors: ReadonlyArray<{ field: string; key: string }> },
): Refusal {
  return {
    message: answer.message ?? '',
    fields: answer.errors
      // A conflict is the message itself.
      .filter((error) => error.field !== 'version')
      .map((error) => `${pathLabel(t, error.field.split('.'), 'error')}: ${t(error.key)}`),
  };
}

export function RefusalAlert({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
      {refusal.message}
      {refusal.fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {refusal.fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
