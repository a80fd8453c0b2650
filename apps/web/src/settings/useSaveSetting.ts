import { useMutation } from '../core/graphql';
import { useTranslation } from '../core/i18n/useTranslation';
import type { DomainFieldError } from '../core/forms/domain-resolver';
import { useSiteSettings } from '../core/theme/site-settings-context';
import { UpsertSettingMutation } from './settings-documents';
import { failureMessage } from '../core/graphql/failure-message';

export type SettingSaved =
  | { success: true; message: string }
  | { success: false; message: string; errors: DomainFieldError[] };

/**
 * Saves one setting. After a save the shell reads its settings again, so a new site_title or
 * theme_color shows at once — title, colours and all — without reloading the page.
 */
export function useSaveSetting() {
  const { t } = useTranslation();
  const { refresh } = useSiteSettings();
  const [upsert] = useMutation(UpsertSettingMutation);

  return async (key: string, value: string): Promise<SettingSaved> => {
    try {
      const { data } = await upsert({ variables: { key: key.trim(), value } });
      const result = data?.upsertSetting;
      if (result?.success) {
        await refresh();
        return { success: true, message: result.message || t('Setting.saved') };
      }
      return {
        success: false,
        message: result?.message || t('settings.save_failed'),
        errors: result?.errors ?? [],
      };
    } catch (error) {
      return { success: false, message: failureMessage(error, t), errors: [] };
    }
  };
}
