import { NotFoundView } from '../components/not-found-view';
import { useTranslation } from '../i18n/translations';

/** A path the app has no route for (the server answers it with the 404 status). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <NotFoundView message={t('common.notFoundBody')} backTo="/main" backLabel={t('common.backHome')} />;
}
