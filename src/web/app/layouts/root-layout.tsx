import { PRODUCT_NAME, PRODUCT_TAGLINE_KO } from '@shared/constants';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DialogHost } from '../../components/dialogs';
import { useTranslation } from '../../i18n/translations';
import { markAppReady } from '../../ssr/app-ready';
import { useRouteHandle } from '../use-route-handle';

/** Page title (product name, Korean tagline, route title) and scroll to top except on back. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  useEffect(() => {
    const routeTitle = handle ? t(handle.titleKey) : '';
    document.title = [`${PRODUCT_NAME} - ${PRODUCT_TAGLINE_KO}`, routeTitle].filter(Boolean).join(' | ');
  }, [handle, t, i18n.language]);
  // Before this, a server-rendered page shows controls React does not handle yet.
  useEffect(markAppReady, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <DialogHost />
    </>
  );
}
