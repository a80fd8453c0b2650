import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  Avatar,
  Box,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  Paper,
  Typography,
} from '@mui/material';
import {
  MODEL_COLORS,
  highlightParts,
  keyLabel,
  paeDocument,
  type SearchKind,
} from '@partitura/domain';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { CATALOG_KIND, catalogPath } from '../catalogs/index';
import { COLLECTION_KIND, collectionPath } from '../collections/index';
import type { SearchQuery as SearchQueryType } from '../gql/graphql';
import { LazyIncipitNotation } from '../incipits/index';
import { PERSON_KIND, personPath } from '../people/index';
import { placePath } from '../places/index';
import { publicationName, publicationPath } from '../publications/index';
import { SCORE_KIND, entryPath, scoreHeading, scorePath } from '../scores/index';
import { matchedNotesText } from './melody-match-text';

type Hit = SearchQueryType['search']['hits'][number];

/** What marks each kind in a list of hits: colour and icon (spec §9 model colours). */
const KIND_LOOK: Record<SearchKind, { color: string; Icon: ComponentType }> = {
  score: SCORE_KIND,
  person: PERSON_KIND,
  catalog: CATALOG_KIND,
  entry: { color: MODEL_COLORS.page, Icon: FormatListNumberedIcon },
  collection: COLLECTION_KIND,
  publication: { color: MODEL_COLORS.publication, Icon: MenuBookOutlinedIcon },
  place: { color: MODEL_COLORS.place, Icon: PlaceOutlinedIcon },
};

/** A text with the query's words marked (`<mark>`), as the search matched them. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The hits of one page, each shaped for its kind; `updating`: they answer an earlier search and
 * are about to be replaced (dimmed, and marked busy for assistive technology).
 */
export function SearchHits({
  hits,
  words,
  updating = false,
}: {
  hits: Hit[];
  words: readonly string[];
  updating?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: updating ? 0.6 : 1 }}>
      <List disablePadding aria-label={t('search.results_label')} aria-busy={updating}>
        {hits.map((hit) => (
          <HitRow key={`${hit.kind}:${hit.id}`} hit={hit} words={words} />
        ))}
      </List>
    </Paper>
  );
}

function HitRow({ hit, words }: { hit: Hit; words: readonly string[] }) {
  const { t, language } = useTranslation();
  const look = KIND_LOOK[hit.kind];
  const content = hitContent(hit, words, t, language);
  if (!content) return null;
  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1 }} data-kind={hit.kind}>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar sx={{ bgcolor: look.color, color: '#fff' }} aria-hidden="true">
          <look.Icon />
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t(`search.kind_${hit.kind}`)}
          {hit.fuzzy && (
            <Chip
              size="small"
              variant="outlined"
              label={t('search.similar_spelling')}
              sx={{ ml: 1, height: 20 }}
            />
          )}
        </Typography>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {content.href ? (
            <Link to={content.href} style={{ color: 'inherit' }}>
              {content.title}
            </Link>
          ) : (
            content.title
          )}
        </Typography>
        {content.details}
      </Box>
    </ListItem>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function line(text: ReactNode) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

function hitContent(
  hit: Hit,
  words: readonly string[],
  t: Translate,
  language: string,
): { title: ReactNode; href?: string; details?: ReactNode } | null {
  const mark = (text: string | null | undefined) =>
    text ? <Highlighted text={text} words={words} /> : null;
  const { score, person, catalog, entry, collection, publication, place } = hit;
  if (score) {
    const incipit = hit.melody?.incipit ?? score.incipits[0];
    const highlight = hit.melody && { start: hit.melody.start, length: hit.melody.length };
    return {
      title: mark(scoreHeading(score)),
      href: scorePath(score.id),
      details: (
        <>
          {score.title && line(mark(score.title))}
          {(score.author || score.key) &&
            line(
              <>
                {score.author && mark(score.author.name)}
                {score.author && score.key && ' · '}
                {score.key && t('search.key_value', { key: keyLabel(score.key, language) })}
              </>,
            )}
          {incipit && (
            <Box sx={{ mt: 1, maxWidth: 560 }}>
              {hit.melody && (
                <Box
                  sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
                >
                  <Chip
                    size="small"
                    color={hit.melody.distance === 0 ? 'success' : 'default'}
                    variant="outlined"
                    label={t(
                      hit.melody.distance === 0 ? 'search.melody_exact' : 'search.melody_near',
                    )}
                  />
                  {/* The marked notes in words: their colour is not the only sign of them. */}
                  <Typography variant="body2" color="text.secondary">
                    {matchedNotesText(t, hit.melody)}
                  </Typography>
                </Box>
              )}
              <LazyIncipitNotation
                document={paeDocument(incipit)}
                highlight={highlight}
                label={
                  hit.melody
                    ? t('search.matched_incipit_of', { score: scoreHeading(score) })
                    : t('search.first_incipit_of', { score: scoreHeading(score) })
                }
              />
            </Box>
          )}
        </>
      ),
    };
  }
  if (person) {
    return {
      title: mark(person.name),
      href: personPath(person.id),
      details: line(
        [
          person.dates && mark(person.dates),
          person.profession && mark(person.profession),
          t('search.scores_count', { count: person.attribution_count }),
        ]
          .filter(Boolean)
          .map((part, index) => (
            <span key={index}>
              {index > 0 && ' · '}
              {part}
            </span>
          )),
      ),
    };
  }
  if (entry) {
    return {
      title: mark(entry.title),
      href: entryPath(entry),
      details: entry.score
        ? line(
            <>
              {t('search.entry_score')}{' '}
              <Link to={scorePath(entry.score.id)}>{scoreHeading(entry.score)}</Link>
            </>,
          )
        : line(t('search.entry_without_score')),
    };
  }
  if (catalog) {
    return {
      title: mark(catalog.name),
      href: catalogPath(catalog.id),
      details: line(catalog.collection.name),
    };
  }
  if (collection) {
    return {
      title: mark(collection.name),
      href: collectionPath(collection.id),
      details: line(t('search.prefix_value', { prefix: collection.prefix })),
    };
  }
  if (publication) {
    return {
      title: mark(publicationName(publication)),
      href: publicationPath(publication.id),
      details: line(
        <>
          <ArticleOutlinedIcon
            aria-hidden="true"
            sx={{ fontSize: 14, mr: 0.5, verticalAlign: -2 }}
          />
          {mark(
            [publication.title, publication.publisher, publication.publication_date]
              .filter(Boolean)
              .join(' · '),
          )}
        </>,
      ),
    };
  }
  if (place) return { title: mark(place.name), href: placePath(place.id) };
  return null;
}
