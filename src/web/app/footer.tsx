import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PARTNERSHIP_EMAIL } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import nearScreen from '../components/laid-out-near-screen.module.css';
import { companyInfo } from '../lib/company-info';
import { paths } from '../lib/paths';
import { CompanyNotice } from './company-notice';
import { LanguageSwitch } from './language-switch';

const POLICY_LINKS = [
  { to: paths.terms(0), label: 'footer.terms' },
  { to: paths.terms(1), label: 'footer.privacy' },
  { to: paths.terms(2), label: 'footer.refund' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const company = companyInfo();
  return (
    <Box
      component="footer"
      // Its company details are Korean on every page: laid out at once, they had an English page
      // fetch five Hangul faces (115 KB) with its first view.
      className={nearScreen.laidOutNearScreen}
      __vars={{ '--estimated-height': '144px', '--estimated-height-phone': '258px' }}
      bg="gray.0"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Group gap="md" component="nav" aria-label={t('footer.terms')}>
              <Anchor component={Link} to={paths.notice()} c="dark" size="sm">
                {t('footer.notice')}
              </Anchor>
              <Anchor component={Link} to={paths.faq()} c="dark" size="sm">
                {t('footer.faq')}
              </Anchor>
              <Anchor href={`mailto:${PARTNERSHIP_EMAIL}`} c="dark" size="sm">
                {t('footer.partnership')}
              </Anchor>
              {POLICY_LINKS.map((link) => (
                <Anchor
                  key={link.to}
                  component={Link}
                  to={link.to}
                  c="dark"
                  size="sm"
                  fw={link.label === 'footer.privacy' ? 700 : 400}
                >
                  {t(link.label)}
                </Anchor>
              ))}
            </Group>
            {company && <CompanyNotice company={company} />}
            <Text size="xs" c="gray.7">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text fw={700} size="sm">
              {t('footer.support')}
            </Text>
            {company?.phone && (
              <Anchor href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} size="lg" fw={700}>
                {company.phone}
              </Anchor>
            )}
            {company?.email && (
              <Anchor href={`mailto:${company.email}`} size="sm">
                {company.email}
              </Anchor>
            )}
            <Text size="sm" c="gray.7" data-testid="service-hours">
              {t('footer.hours')}
            </Text>
            <LanguageSwitch />
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
