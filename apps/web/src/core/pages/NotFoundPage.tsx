import { useTranslation } from '../i18n/useTranslation';
import { MessagePage } from '../components/MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('not_found.title')}>{t('not_found.text')}</MessagePage>;
}
