import { Alert, Button } from '@mui/material';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

type Props = {
  title: string;
  /** Success is announced politely (a status); a failure as an alert. */
  severity: 'success' | 'error';
  message: string;
  /** The one way on, e.g. to the login or to request a new link. */
  next: { to: string; label: string };
};

/** The end of an /auth/ flow: what happened, and the one way on. */
export function AuthOutcome({ title, severity, message, next }: Props) {
  return (
    <AuthCard title={title}>
      <Alert
        severity={severity}
        role={severity === 'success' ? 'status' : undefined}
        sx={{ mb: 3 }}
      >
        {message}
      </Alert>
      <Button component={Link} to={next.to} variant="contained">
        {next.label}
      </Button>
    </AuthCard>
  );
}
