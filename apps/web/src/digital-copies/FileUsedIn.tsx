import { useQuery } from '../core/graphql';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { ViewSection } from '../core/components/ViewSection';
import { FileUsedInQuery } from './digital-copy-documents';
import { digitalCopyPath, digitizedLabel } from './digital-copy-model';

/**
 * Where a file is used, on its detail screen: the images of digital copies that show it (each
 * linking to its copy) and how many there are — shown only when some copy shows it.
 */
export function FileUsedIn({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(FileUsedInQuery, { variables: { id: fileId } });
  if (error) {
    return (
      <LoadFailedAlert
        text={t('digital_copies.used_in_failed')}
        retry={() => void refetch()}
        sx={{ mb: 3 }}
      />
    );
  }
  const file = data?.getFile;
  if (!file || file.used_count === 0) return null;
  const shown = file.digital_copy_files;
  return (
    <ViewSection title={t('digital_copies.used_in')}>
      <Typography color="text.secondary">
        {t('digital_copies.used_count', { count: file.used_count })}
      </Typography>
      <List dense aria-label={t('digital_copies.used_in')}>
        {shown.map((image) => {
          const copy = image.digital_copy;
          const record = digitizedLabel(copy);
          const title = copy.name?.trim() || t('digital_copies.of_record', { record });
          const imageName = image.name?.trim();
          return (
            <ListItem key={image.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={digitalCopyPath(copy.id)} underline="hover">
                    {title}
                  </Link>
                }
                secondary={[
                  copy.name?.trim() ? record : '',
                  imageName
                    ? t('digital_copies.used_as_named', { n: image.position + 1, name: imageName })
                    : t('digital_copies.used_as', { n: image.position + 1 }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          );
        })}
      </List>
      {file.used_count > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {t('digital_copies.used_more', { count: file.used_count - shown.length })}
        </Typography>
      )}
    </ViewSection>
  );
}
