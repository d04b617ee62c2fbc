import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { Header } from '../header/header';
import { ROUTES_WITHOUT_FOOTER, ROUTES_WITHOUT_HEADER } from '../route-table';
import { TestModeBanner } from '../test-mode-banner';
import { useRouteHandle } from '../use-route-handle';
import classes from './standard-layout.module.css';

export function StandardLayout() {
  const { t } = useTranslation();
  const name = useRouteHandle()?.name ?? '';
  return (
    <div className={classes.page}>
      <a href="#content" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <TestModeBanner />
      {!ROUTES_WITHOUT_HEADER.has(name) && <Header />}
      <Box component="main" id="content" className={classes.main} tabIndex={-1}>
        <Outlet />
      </Box>
      {!ROUTES_WITHOUT_FOOTER.has(name) && <Footer />}
    </div>
  );
}
