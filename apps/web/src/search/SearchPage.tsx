import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { PageTitle } from '../app/components/PageTitle';
import { useSession } from '../app/session/session-context';
import { CollectionResults } from './CollectionResults';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DELAY_MS = 250;

/**
 * The home screen (/, /search, /search/{type}). Until the catalogue's full-text search exists it
 * honestly offers what there is: the collections, filtered by name or prefix.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const { isContributor } = useSession();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const onChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };

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
          <Box role="search" sx={{ mb: 3 }}>
            <TextField
              fullWidth
              type="search"
              label={t('search.field_label')}
              placeholder={t('search.field_placeholder')}
              value={text}
              onChange={(event) => onChange(event.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <CollectionResults search={search} />
        </>
      )}
    </Box>
  );
}
