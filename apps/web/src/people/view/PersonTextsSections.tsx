import { Box, Divider, Link, Typography } from '@mui/material';
import { DEFAULT_SOURCE_TYPE } from '@partitura/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetPersonQuery } from '../../gql/graphql';
import { Fact, Facts, PersonSection } from './PersonSection';

type Person = NonNullable<GetPersonQuery['getPerson']>;

/** Only web addresses become links; anything else stored as a URL is shown as text. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

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
    <PersonSection title={t('people.section_vow_book')}>
      {entry ? (
        <Facts>
          <Fact label={t('people.vow_citation')}>{entry.citation}</Fact>
          <Fact label={t('people.vow_transcription')}>{entry.transcription}</Fact>
        </Facts>
      ) : (
        <Typography color="text.secondary">{t('people.vow_book_none')}</Typography>
      )}
    </PersonSection>
  );
}

/** The person's syllabi, each with its citation, transcription and translation. */
export function SyllabiSection({ syllabi }: { syllabi: Person['syllabi'] }) {
  const { t } = useTranslation();
  return (
    <PersonSection title={t('people.section_syllabi')}>
      {syllabi.length === 0 ? (
        <Typography color="text.secondary">{t('people.syllabi_none')}</Typography>
      ) : (
        <Entries>
          {syllabi.map((syllabus) => (
            <Facts key={syllabus.id}>
              <Fact label={t('people.syllabus_citation')}>{syllabus.citation}</Fact>
              <Fact label={t('people.syllabus_transcription')}>{syllabus.transcription}</Fact>
              <Fact label={t('people.syllabus_translation')}>{syllabus.translation}</Fact>
            </Facts>
          ))}
        </Entries>
      )}
    </PersonSection>
  );
}

/** The sources documenting facts about the person; URLs are links. */
export function SourcesSection({ sources }: { sources: Person['sources'] }) {
  const { t } = useTranslation();
  return (
    <PersonSection title={t('people.section_sources')}>
      {sources.length === 0 ? (
        <Typography color="text.secondary">{t('people.sources_none')}</Typography>
      ) : (
        <Entries>
          {sources.map((source) => (
            <Box key={source.id}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
                {source.citation}
              </Typography>
              <Facts>
                <Fact label={t('editor.source_type')}>
                  {source.type !== DEFAULT_SOURCE_TYPE ? source.type : null}
                </Fact>
                <Fact label={t('editor.source_description')}>{source.description}</Fact>
                <Fact label={t('editor.source_url')}>
                  {source.url &&
                    (isWebAddress(source.url) ? (
                      <Link href={source.url.trim()} target="_blank" rel="noopener noreferrer">
                        {source.url}
                      </Link>
                    ) : (
                      source.url
                    ))}
                </Fact>
                <Fact label={t('editor.source_notes')}>{source.notes}</Fact>
              </Facts>
            </Box>
          ))}
        </Entries>
      )}
    </PersonSection>
  );
}
