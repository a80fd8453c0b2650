import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Button } from '@mui/material';
import type { CitationSource, CitedRecord } from '@partitura/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSiteSettings } from '../theme/site-settings-context';

const CiteDialog = lazy(() => import('./CiteDialog'));

/**
 * Opens "Cite this record" for the record at `path`: its permalink, the catalogue's name (the
 * website's title) and today as the day it was read; and the links to its linked data and
 * (a score, a collection) its MARC 21 export.
 */
export function CiteButton({ record, path }: { record: CitedRecord; path: string }) {
  const { t } = useTranslation();
  const { siteTitle } = useSiteSettings();
  const [source, setSource] = useState<CitationSource | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FormatQuoteIcon />}
        aria-haspopup="dialog"
        onClick={() =>
          setSource({
            site: siteTitle ?? t('app.name'),
            url: `${window.location.origin}${path}`,
            accessed: new Date(),
          })
        }
      >
        {t('cite.button')}
      </Button>
      {source && (
        <Suspense fallback={null}>
          <CiteDialog
            record={record}
            // Every record but a digital copy (its IIIF manifest is its linked data).
            linkedData={record.kind === 'digital_copy' ? null : `${path}.jsonld`}
            marc={
              record.kind === 'score' || record.kind === 'collection' ? `${path}.marcxml` : null
            }
            source={source}
            onClose={() => setSource(null)}
          />
        </Suspense>
      )}
    </>
  );
}
