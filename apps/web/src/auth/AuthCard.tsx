import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; intro?: ReactNode; children: ReactNode };

/** The card every /auth/ screen shows its heading and content in (there is no menu there). */
export function AuthCard({ title, intro, children }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, mt: { xs: 2, sm: 6 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 400 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
