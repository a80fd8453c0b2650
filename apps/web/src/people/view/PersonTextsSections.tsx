import { Box, Divider, Typography } from '@mui/material';
import { DEFAULT_SOURCE_TYPE } from '@partitura/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { WebAddress } from '../../core/components/WebAddress';
import type { GetPersonQuery } from '../../gql/graphql';
import { Detail, DetailList, ViewSection } from '../../core/components/ViewSection';

type Person = NonNullable<GetPersonQuery['getPerson']>;

function Entries({ children }: { children: ReactNode[] }) {
  return (
    <>
      {children.map((child, index) => (
        <Fragment key={index}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          {child}
        </Fragment>
      ))}
    </>
  );
}

/** The person's entry in the vow book (Professbuch). */
export function VowBookSection({ entry }: { entry: Person['vow_book_entry'] }) {
  const { t } = useTranslation();
  return (
    <ViewSection title={t('people.section_vow_book')}>
      {entry ? (
        <DetailList labelWidth={160}>
          <Detail label={t('people.vow_citation')}>{entry.citation}</Detail>
          <Detail label={t('people.vow_transcription')}>{entry.transcription}</Detail>
        </DetailList>
      ) : (
        <Typography color="text.secondary">{t('people.vow_book_none')}</Typography>
      )}
    </ViewSection>
  );
}

/** The person's syllabi, each with its citation, transcription and translation. */
export function SyllabiSection({ syllabi }: { syllabi: Person['syllabi'] }) {
  const { t } = useTranslation();
  return (
    <ViewSection title={t('people.section_syllabi')}>
      {syllabi.length === 0 ? (
        <Typography color="text.secondary">{t('people.syllabi_none')}</Typography>
      ) : (
        <Entries>
          {syllabi.map((syllabus) => (
            <DetailList key={syllabus.id} labelWidth={160}>
              <Detail label={t('people.syllabus_citation')}>{syllabus.citation}</Detail>
              <Detail label={t('people.syllabus_transcription')}>{syllabus.transcription}</Detail>
              <Detail label={t('people.syllabus_translation')}>{syllabus.translation}</Detail>
            </DetailList>
          ))}
        </Entries>
      )}
    </ViewSection>
  );
}

/** The sources documenting facts about the person; URLs are links. */
export function SourcesSection({ sources }: { sources: Person['sources'] }) {
  const { t } = useTranslation();
  return (
    <ViewSection title={t('people.section_sources')}>
      {sources.length === 0 ? (
        <Typography color="text.secondary">{t('people.sources_none')}</Typography>
      ) : (
        <Entries>
          {sources.map((source) => (
            <Box key={source.id}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
                {source.citation}
              </Typography>
              <DetailList labelWidth={160}>
                <Detail label={t('editor.source_type')}>
                  {source.type !== DEFAULT_SOURCE_TYPE ? source.type : null}
                </Detail>
                <Detail label={t('editor.source_description')}>{source.description}</Detail>
                <Detail label={t('editor.source_url')}>
                  {source.url && <WebAddress url={source.url} />}
                </Detail>
                <Detail label={t('editor.source_notes')}>{source.notes}</Detail>
              </DetailList>
            </Box>
          ))}
        </Entries>
      )}
    </ViewSection>
  );
}
