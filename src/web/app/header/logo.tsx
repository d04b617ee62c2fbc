import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './header.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/main"
      className={classes.logo}
      aria-label={t('header.home')}
      underline="never"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>MEDIVENUS</span>
    </Anchor>
  );
}
