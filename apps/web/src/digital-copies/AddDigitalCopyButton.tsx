import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Button } from '@mui/material';
import type { DigitizableType } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { useSession } from '../core/session/session-context';
import { digitalCopyCreatePath } from './digital-copy-model';

/** "Add digital copy" on a score's or catalog's view: a new copy of it (contributors only). */
export function AddDigitalCopyButton({ type, id }: { type: DigitizableType; id: string }) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  if (!isContributor) return null;
  return (
    <Button
      component={Link}
      to={digitalCopyCreatePath(type, id)}
      variant="outlined"
      startIcon={<AddPhotoAlternateOutlinedIcon />}
    >
      {t('digital_copies.add_action')}
    </Button>
  );
}
