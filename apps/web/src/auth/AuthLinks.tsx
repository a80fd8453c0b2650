import { Box, Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Links to the neighbouring account screens, below an /auth/ form. */
export function AuthLinks({ links }: { links: { to: string; label: ReactNode }[] }) {
  return (
    <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
      {links.map((link) => (
        <MuiLink key={link.to} component={Link} to={link.to}>
          {link.label}
        </MuiLink>
      ))}
    </Box>
  );
}
