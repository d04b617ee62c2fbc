import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../components/not-found-view';
import { paths } from '../lib/paths';

/** A path the app has no route for (the server answers it with the 404 status). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundView message={t('common.notFoundBody')} backTo={paths.main()} backLabel={t('common.backHome')} />
  );
}
