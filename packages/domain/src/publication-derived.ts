/**
 * How a publication is named where it is cited (a score's literature, an attribution, the
 * search's publication facet): its short title (the citation key, "MGG 2"), else its title, else
 * "" — validatePublication makes sure one of the two is there.
 */
export function publicationLabel(
  publication: { short_title?: string | null; title?: string | null } | null | undefined,
): string {
  return publication?.short_title?.trim() || publication?.title?.trim() || '';
}
