import { Button, Card, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { ROLES } from '@shared/contract/account-values';
import type { AdminMemberDetail } from '@shared/contract/admin';
import { formatPhoneNumber } from '@shared/format-phone';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useSetMemberRole } from './api/set-member-role';
import { useSetMemberStatus } from './api/set-member-status';
import { LicenseCopyCell } from './license-copy-cell';
import { LicenseDecision } from './license-decision';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '–'}</Text>
    </div>
  );
}

/** The member's account: contact details, and the licence or business details of their member type. */
export function MemberProfile({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('account.email')} value={member.email} />
        <Field label={t('account.mobile')} value={formatPhoneNumber(member.mobile)} />
        <Field label={t('account.memberTypeLabel')} value={t(`account.memberType.${member.memberType}`)} />
        {member.memberType === 'medical' ? (
          <>
            <Field
              label={t('admin.members.licenseKind')}
              value={member.licenseKind && t(`account.licenseKind.${member.licenseKind}`)}
            />
            <Field label={t('account.licenseNumber')} value={member.licenseNumber} />
            <Field
              label={t('admin.members.verification')}
              value={member.licenseStatus && t(`account.licenseStatus.${member.licenseStatus}`)}
            />
            {member.licenseStatus === 'rejected' && (
              <Field label={t('admin.members.licenseReason')} value={member.licenseReason} />
            )}
            <div>
              <Text size="xs" c="dimmed">
                {t('admin.members.licenseCopy')}
              </Text>
              <LicenseCopyCell useruid={member.useruid} hasCopy={member.hasLicenseCopy} />
            </div>
            <Field label={t('account.affiliatedClinic')} value={member.affiliatedClinic} />
            <Field label={t('account.jobTitle')} value={member.jobTitle} />
            <Field
              label={t('account.professionalStatus')}
              value={member.professionalStatus && t(`account.professional.${member.professionalStatus}`)}
            />
            <Field
              label={t('account.birthdate')}
              value={member.birthdate && formatDate(member.birthdate, locale)}
            />
          </>
        ) : (
          <>
            <Field label={t('account.companyName')} value={member.companyName} />
            <Field label={t('account.businessNumber')} value={member.businessNumber} />
            <Field
              label={t('admin.members.verification')}
              value={member.businessStatus && t(`admin.members.business.${member.businessStatus}`)}
            />
            <Field label={t('account.businessAddress')} value={member.businessAddress} />
            <Field label={t('account.businessPhone')} value={formatPhoneNumber(member.businessPhone)} />
            <Field label={t('account.website')} value={member.website} />
          </>
        )}
        <Field label={t('account.joinedAt')} value={formatDate(member.createdAt, locale)} />
      </SimpleGrid>
      <MemberActions member={member} />
    </Card>
  );
}

/** One of the member's writes, as `run` sends it. */
interface Write<V> {
  mutate(variables: V, options: { onError(error: Error): void }): void;
}

/**
 * What an operator may change, each after a confirmation: a medical member's licence verdict, and
 * (never on their own account) suspension and the role (member, instructor or admin).
 */
function MemberActions({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const status = useSetMemberStatus(member.useruid);
  const role = useSetMemberRole(member.useruid);
  const isSelf = session?.useruid === member.useruid;

  async function run<V>(question: string, write: Write<V>, change: NoInfer<V>) {
    if (!(await confirmDialog(question))) return;
    write.mutate(change, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <Group mt="md" gap="xs">
      {member.memberType === 'medical' && (
        <LicenseDecision useruid={member.useruid} status={member.licenseStatus} />
      )}
      {!isSelf && member.status !== 'withdrawn' && (
        <>
          {member.status === 'active' ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => run(t('admin.members.confirmSuspend'), status, { status: 'suspended' })}
            >
              {t('admin.members.suspend')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => run(t('admin.members.confirmReactivate'), status, { status: 'active' })}
            >
              {t('admin.members.reactivate')}
            </Button>
          )}
          <Select
            size="xs"
            w={160}
            aria-label={t('admin.members.role')}
            data={ROLES.map((value) => ({ value, label: t(`admin.members.roles.${value}`) }))}
            value={member.role}
            allowDeselect={false}
            onChange={(value) => {
              const next = ROLES.find((candidate) => candidate === value);
              if (next && next !== member.role)
                void run(t('admin.members.confirmRole', { role: t(`admin.members.roles.${next}`) }), role, {
                  role: next,
                });
            }}
          />
        </>
      )}
    </Group>
  );
}
