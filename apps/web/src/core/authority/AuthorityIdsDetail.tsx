import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, List, ListItem } from '@mui/material';
import {
  AUTHORITY_SCHEME_LABELS,
  authorityDisplayValue,
  authorityUrl,
  parseAuthorityId,
  type AuthorityRecordKind,
} from '@partitura/domain';
import { useTranslation } from '../i18n/useTranslation';

/** A record's authority identifiers on its view, each a link to the authority's page. */
export function AuthorityIdsDetail({
  ids,
  kind,
}: {
  ids: readonly string[];
  kind: AuthorityRecordKind;
}) {
  const { t } = useTranslation();
  const parsed = ids.flatMap((text) => {
    const id = parseAuthorityId(text);
    return id ? [id] : [];
  });
  if (parsed.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('authority.title')}>
      {parsed.map((id) => {
        const scheme = AUTHORITY_SCHEME_LABELS[id.scheme];
        const value = authorityDisplayValue(id);
        return (
          <ListItem key={`${id.scheme}:${id.value}`} disableGutters sx={{ py: 0 }}>
            <Link
              href={authorityUrl(id, kind)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('authority.link', { scheme, value })}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              {scheme} {value}
              <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
            </Link>
          </ListItem>
        );
      })}
    </List>
  );
}
