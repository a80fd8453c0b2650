import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { PageTitle } from './PageTitle';

type Props = { title: string; children: ReactNode; action?: ReactNode };

/** A short screen that explains a state (not found, not allowed, not there yet) and offers a way on. */
export function MessagePage({ title, children, action }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="div">{children}</Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {action}
          <Button component={Link} to="/" variant="contained">
            {t('common.back_to_search')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
