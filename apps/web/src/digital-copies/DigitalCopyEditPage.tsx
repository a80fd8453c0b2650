import { useQuery } from '../core/graphql';
import { Box, Link as MuiLink } from '@mui/material';
import type { DigitizableType } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link, useParams, useSearchParams } from 'react-router';
import { RecordPageState, useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { DeleteDigitalCopyButton } from './DeleteDigitalCopyButton';
import { DigitalCopyEditor } from './DigitalCopyEditor';
import { DigitalCopyEditorQuery, DigitizedRecordQuery } from './digital-copy-documents';
import { digitalCopyFormValues, newDigitalCopyValues, pickedDigitized } from './digital-copy-form';
import {
  DIGITAL_COPY_KIND,
  digitalCopyPath,
  digitizedFromQuery,
  digitizedLabel,
  digitizedPath,
} from './digital-copy-model';

const WIDTH = 960;

/**
 * /digital-copies/create (`?type=score|catalog&id=…` chooses the record it shows, as a score's or
 * catalog's "Add digital copy" does) and /digital-copies/{id}/edit.
 */
export function DigitalCopyEditPage() {
  const { id } = useParams();
  return id ? <ExistingCopyEditor id={id} /> : <NewCopyEditor />;
}

function NewCopyEditor() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const digitized = digitizedFromQuery(params);
  if (digitized?.id) return <NewCopyOfRecord type={digitized.type} id={digitized.id} />;
  return (
    <Box sx={{ maxWidth: WIDTH }}>
      <RecordHeader kind={DIGITAL_COPY_KIND} title={t('digital_copies.create_title')} />
      <DigitalCopyEditor
        copy={{ id: null, version: null }}
        values={newDigitalCopyValues(digitized?.type)}
        cancelPath="/"
      />
    </Box>
  );
}

/** A new copy of the record the address names, once that record is loaded. */
function NewCopyOfRecord({ type, id }: { type: DigitizableType; id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DigitizedRecordQuery, {
    variables: { id, score: type === 'score', catalog: type === 'catalog' },
  });
  if (loading) return <RecordPageState texts="digital_copies" state="loading" />;
  if (error || !data) {
    return <RecordPageState texts="digital_copies" state="failed" retry={() => void refetch()} />;
  }
  // A record that is not there (any more) is chosen anew in the editor.
  const record = pickedDigitized(
    type,
    (type === 'catalog' ? data.getCatalog : data.getScore) ?? null,
  );
  const label = record
    ? digitizedLabel({
        digitizable_type: type,
        score: data.getScore ?? null,
        catalog: data.getCatalog ?? null,
      })
    : '';
  return (
    <Box sx={{ maxWidth: WIDTH }}>
      <RecordHeader
        kind={DIGITAL_COPY_KIND}
        title={t('digital_copies.create_title')}
        subtitle={record && <RecordLink type={type} id={record.id ?? id} label={label} />}
      />
      <DigitalCopyEditor
        copy={{ id: null, version: null }}
        values={newDigitalCopyValues(type, record)}
        cancelPath={record ? digitizedPath(type, id) : '/'}
      />
    </Box>
  );
}

function ExistingCopyEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: copy,
    refetch,
    placeholder,
  } = useRecordQuery(
    DigitalCopyEditorQuery,
    { id },
    (data) => data.getDigitalCopy,
    'digital_copies',
  );

  if (!copy) return placeholder;

  const label = digitizedLabel(copy);
  return (
    <Box sx={{ maxWidth: WIDTH }}>
      <RecordHeader
        kind={DIGITAL_COPY_KIND}
        title={t('digital_copies.edit_title', {
          name: copy.name?.trim() || t('digital_copies.of_record', { record: label }),
        })}
        subtitle={
          <RecordLink type={copy.digitizable_type} id={copy.digitizable_id} label={label} />
        }
        actions={
          <DeleteDigitalCopyButton
            id={copy.id}
            afterPath={digitizedPath(copy.digitizable_type, copy.digitizable_id)}
          />
        }
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <DigitalCopyEditor
        key={copy.version}
        copy={{ id: copy.id, version: copy.version }}
        values={digitalCopyFormValues(copy)}
        cancelPath={digitalCopyPath(copy.id)}
        onReload={refetch}
      />
    </Box>
  );
}

/** "Shows the score <the record>", a link to its view. */
function RecordLink({ type, id, label }: { type: string; id: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t(type === 'catalog' ? 'digital_copies.shows_catalog' : 'digital_copies.shows_score')}{' '}
      <MuiLink component={Link} to={digitizedPath(type, id)} color="inherit">
        {label}
      </MuiLink>
    </>
  );
}
