import { Anchor, Button, Menu } from '@mantine/core';
import type { CertificateLang, IssuedCertificate } from '@shared/contract/learning';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { alertDialog } from '../../../components/dialogs';
import { paths } from '../../../lib/paths';
import { useIssueCertificate } from '../api/issue-certificate';

/**
 * At 100%: download the certificate (Korean or English PDF), or open its public verification page (the
 * one its QR code leads to). Before the first download there is no number yet: asking for the page
 * issues the certificate first.
 */
export function CertificateMenu({
  contentsid,
  number,
  variant = 'light',
}: {
  contentsid: number;
  number: string | null;
  variant?: 'light' | 'filled' | 'white';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issue = useIssueCertificate();
  const issueThen = async (lang: CertificateLang, then: (issued: IssuedCertificate) => void) => {
    try {
      then(await issue.mutateAsync({ contentsid, lang }));
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  };
  // The link is signed for a few minutes and answers as an attachment: the page stays.
  const download = (lang: CertificateLang) =>
    issueThen(lang, (issued) => window.location.assign(issued.pdfUrl));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant={variant}
          size="compact-md"
          leftSection={<IconCertificate size={18} aria-hidden />}
          loading={issue.isPending}
          data-testid="certificate-button"
        >
          {t('learning.certificate')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('ko')}>{t('learning.certificateKo')}</Menu.Item>
        <Menu.Item onClick={() => void download('en')}>{t('learning.certificateEn')}</Menu.Item>
        {number ? (
          <Menu.Item component={Link} to={paths.certificate(number)}>
            {t('learning.verifyCertificate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            onClick={() => void issueThen('ko', (issued) => navigate(paths.certificate(issued.number)))}
          >
            {t('learning.verifyCertificate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function CertificateLink({ number }: { number: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.certificate(number)} size="sm">
      {t('learning.verifyCertificate')}
    </Anchor>
  );
}
