import type { RecordLink } from '../../core/components/PagedLinksSection';
import type { CitingAttributionFragment } from '../../gql/graphql';
import { functionLabel, scorePath } from '../score-model';

/**
 * A paged list field with its count, as PagedLinksSection's query reads a paginated list: the
 * page's items, how many there are in all and the last page (none when the record is gone).
 */
export function countedPage<T>(
  items: readonly T[] | undefined,
  total: number | undefined,
  size: number,
) {
  const count = total ?? 0;
  return {
    data: items ?? [],
    paginatorInfo: { total: count, lastPage: Math.max(1, Math.ceil(count / size)) },
  };
}

/** An attribution as a link to its score: the score, then who did what and its title. */
export function attributionLink(
  attribution: CitingAttributionFragment,
  language: string,
): RecordLink {
  const { score, person } = attribution;
  return {
    id: attribution.id,
    to: scorePath(score.id),
    primary: score.short_title_prefix,
    secondary: [person.name, functionLabel(attribution.function, language), score.short_title]
      .filter(Boolean)
      .join(' · '),
  };
}
