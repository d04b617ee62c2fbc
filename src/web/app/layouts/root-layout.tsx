import { PRODUCT_NAME, PRODUCT_TAGLINE_KO } from '@shared/constants';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DialogHost } from '../../components/dialogs';
import { markAppReady } from '../../ssr/app-ready';
import { GuardedOutlet, useResolutionsOfShownLocationOnly } from '../guarded-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { useScrollRestoration } from '../scroll-restoration';
import { useRouteHandle } from '../use-route-handle';

/** Page title (product name, Korean tagline, route title). */
function usePageTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteHandle()?.titleKey;
  useEffect(() => {
    const routeTitle = titleKey ? t(titleKey) : '';
    document.title = [`${PRODUCT_NAME} - ${PRODUCT_TAGLINE_KO}`, routeTitle].filter(Boolean).join(' | ');
  }, [titleKey, t]);
}

/** Rendered with the page, once its guard has answered and its code has loaded. */
function PageShown() {
  usePageTitle();
  useScrollRestoration();
  useResolutionsOfShownLocationOnly();
  // Before this, a server-rendered page shows controls React does not handle yet.
  useEffect(markAppReady, []);
  return null;
}

/** Until the first page can show, an empty frame: a page the guard sends away never flashes. */
export function RootLayout() {
  return (
    <>
      <RouteErrorBoundary location={useLocation().key}>
        <Suspense fallback={<div aria-busy="true" />}>
          <GuardedOutlet />
          <PageShown />
        </Suspense>
      </RouteErrorBoundary>
      <DialogHost />
    </>
  );
}
