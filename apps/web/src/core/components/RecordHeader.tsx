import { Avatar, Box, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** How a record kind shows itself on its screens: model colour (spec §9), icon and name. */
export type RecordKind = {
  color: string;
  Icon: ComponentType;
  /** The interface key of the kind's name, e.g. `entity.collection` ("Collection"). */
  label: string;
};

type Props = {
  kind: RecordKind;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
};

/** The head of a record screen: its kind in the model colour, its title and its actions. */
export function RecordHeader({ kind, title, subtitle, actions }: Props) {
  const { t } = useTranslation();
  const { color, Icon } = kind;
  return (
    <Box component="header" sx={{ borderLeft: 6, borderColor: color, pl: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar
          sx={{
            bgcolor: color,
            color: '#fff',
            width: 48,
            height: 48,
            display: { xs: 'none', sm: 'flex' },
          }}
          aria-hidden="true"
        >
          <Icon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 500, lineHeight: 1.6 }}
          >
            {t(kind.label)}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, ml: { xs: 0, sm: 8 } }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
