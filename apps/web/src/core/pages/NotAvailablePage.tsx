import { useTranslation } from '../i18n/useTranslation';
import { MessagePage } from '../components/MessagePage';

/** Routes of the product whose screens are not built yet answer with this, honestly. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return <MessagePage title={t('not_available.title')}>{t('not_available.text')}</MessagePage>;
}
