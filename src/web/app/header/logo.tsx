import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './header.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.main()}
      className={classes.logo}
      aria-label={t('header.home')}
      underline="never"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>MEDIVENUS</span>
    </Anchor>
  );
}
