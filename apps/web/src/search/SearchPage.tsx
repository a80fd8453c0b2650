import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { PageTitle } from '../app/components/PageTitle';
import { SearchField } from '../app/components/SearchField';
import { useSearchText } from '../app/components/useSearchText';
import { useSession } from '../app/session/session-context';
import { CollectionResults } from './CollectionResults';

/**
 * The home screen (/, /search, /search/{type}). Until the catalogue's full-text search exists it
 * honestly offers what there is: the collections, filtered by name or prefix.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const { isContributor } = useSession();
  const { text, search, setText } = useSearchText(['page']);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <PageTitle>{t('search.title')}</PageTitle>
        {isContributor && (
          <Button
            component={Link}
            to="/collections/create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('collections.create_action')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('search.intro')}
      </Typography>
      {type && type !== 'collections' ? (
        <Alert severity="info">{t('search.type_not_available')}</Alert>
      ) : (
        <>
          <SearchField
            label={t('search.field_label')}
            placeholder={t('search.field_placeholder')}
            value={text}
            onChange={setText}
          />
          <CollectionResults search={search} />
        </>
      )}
    </Box>
  );
}
