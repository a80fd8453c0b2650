import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '../core/graphql';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { PageTitle } from '../core/components/PageTitle';
import { ResultSnackbar, useActionOutcome } from '../core/components/ResultSnackbar';
import { SearchField } from '../core/components/SearchField';
import { useSearchText } from '../core/components/useSearchText';
import { SettingDialog } from './SettingDialog';
import { SettingsTable, type WebsiteSetting } from './SettingsTable';
import { SettingsQuery } from './settings-documents';
import { ThemeColorCard } from './ThemeColorCard';
import { LoadingBar } from '../core/components/LoadingBar';

/** What the dialog edits: an existing setting, or a new one. */
type Editing = { setting: WebsiteSetting | null } | null;

/**
 * /settings/website (administrators): the theme colour with a picker, and every setting as key and
 * value with a search, editing and adding. A saved change shows in the shell at once.
 */
export function WebsiteSettingsPage() {
  const { t } = useTranslation();
  const { text, search, setText } = useSearchText();
  const { data, previousData, loading, error, refetch } = useQuery(SettingsQuery, {
    variables: { search: search || null },
  });
  const settings = (data ?? previousData)?.settings;
  const { shown, show, clear } = useActionOutcome();
  const [editing, setEditing] = useState<Editing>(null);
  // A new card after every saved change, so the theme colour field shows what is stored now.
  const [saves, setSaves] = useState(0);

  const saved = (message: string) => {
    setEditing(null);
    setSaves((count) => count + 1);
    show({ success: true, message });
    void refetch();
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <ThemeColorCard key={saves} onSaved={saved} />

      <Box component="section" aria-labelledby="settings-heading" sx={{ mt: 4 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography id="settings-heading" variant="h6" component="h2">
            {t('settings.all_heading')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {/* The settings' history (issue 26): the history feature's screen at this address. */}
            <Button
              component={Link}
              to="/settings/website/history"
              variant="outlined"
              startIcon={<HistoryOutlinedIcon />}
            >
              {t('common.history')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ setting: null })}
            >
              {t('settings.add_action')}
            </Button>
          </Box>
        </Box>
        <SearchField
          label={t('settings.search_label')}
          placeholder={t('settings.search_placeholder')}
          value={text}
          onChange={setText}
        />
        {loading && <LoadingBar aria-label={t('common.loading')} sx={{ mb: 1 }} />}
        {error && (
          <LoadFailedAlert
            text={t('settings.load_failed')}
            retry={() => void refetch()}
            sx={{ mb: 2 }}
          />
        )}
        {settings && settings.length === 0 && (
          <Typography color="text.secondary" role="status">
            {search ? t('settings.none_match', { search }) : t('settings.none')}
          </Typography>
        )}
        {settings && settings.length > 0 && (
          <SettingsTable settings={settings} onEdit={(setting) => setEditing({ setting })} />
        )}
      </Box>

      {editing && (
        <SettingDialog setting={editing.setting} onSaved={saved} onClose={() => setEditing(null)} />
      )}
      <ResultSnackbar shown={shown} onClose={clear} />
    </Box>
  );
}
