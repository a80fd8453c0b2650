import { Breadcrumbs, Link } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { FolderLink } from './file-model';

type Props = {
  /** The folders from the top down, the last one the current (none: the top folder). */
  folders: readonly FolderLink[];
  /** The address of a folder's content (null: the top folder). */
  href: (folderId: string | null) => string;
  /** True when the last folder is the one shown (it is marked as the current page). */
  lastIsCurrent?: boolean;
};

/** The path to a folder, "Files › Scans › 1790", every step a link. */
export function FileBreadcrumbs({ folders, href, lastIsCurrent = true }: Props) {
  const { t } = useTranslation();
  const steps = [{ id: null, filename: t('files.root') }, ...folders];
  return (
    <Breadcrumbs
      aria-label={t('files.breadcrumbs')}
      sx={{ mb: 2, '& ol': { rowGap: 0.5 }, overflowWrap: 'anywhere' }}
    >
      {steps.map((step, index) => {
        const current = lastIsCurrent && index === steps.length - 1;
        return (
          <Link
            key={step.id ?? 'root'}
            component={RouterLink}
            to={href(step.id)}
            underline="hover"
            color={current ? 'text.primary' : 'inherit'}
            aria-current={current ? 'page' : undefined}
          >
            {step.filename}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
