import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from 'react-router';
import { useSession } from '../session/session-context';
import type { CitedRecord } from '@partitura/domain';
import { CiteButton } from '../citation/CiteButton';
import { PermalinkButton } from './PermalinkButton';

type Props = {
  /** The record's view path; its editor is at `{path}/edit`, its permalink is this path. */
  path: string;
  /** The record kind's delete button (e.g. `<DeleteScoreButton id={…} />`). */
  deleteButton: ReactNode;
  /** The record as a citation names it ("Cite this record"), where it can be cited. */
  cite?: CitedRecord;
};

/**
 * The actions of a record's view (spec §2): edit, delete and the record's history (issue 26) for
 * contributors, the permalink and the citation (issue 25) for all.
 */
export function RecordViewActions({ path, deleteButton, cite }: Props) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  return (
    <>
      {isContributor && (
        <Button
          component={Link}
          to={`${path}/edit`}
          variant="contained"
          startIcon={<EditOutlinedIcon />}
        >
          {t('common.edit')}
        </Button>
      )}
      {isContributor && deleteButton}
      {isContributor && (
        <Button
          component={Link}
          to={`${path}/history`}
          variant="outlined"
          startIcon={<HistoryOutlinedIcon />}
        >
          {t('common.history')}
        </Button>
      )}
      <PermalinkButton path={path} />
      {cite && <CiteButton record={cite} path={path} />}
    </>
  );
}
