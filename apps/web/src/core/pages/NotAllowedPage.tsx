import { useTranslation } from '../i18n/useTranslation';
import { MessagePage } from '../components/MessagePage';

/** For a signed-in person who lacks the role a screen needs. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('not_allowed.title')}>{t('not_allowed.text')}</MessagePage>;
}
