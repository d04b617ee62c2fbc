import {
  Autocomplete,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { type ContentsCredits, CREDIT_CATEGORIES, contentsCredits } from '@shared/contract/credits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, zodFormValidator } from '../../../../lib/zod-form';
import { DayInput } from '../../components/day-input';
import { useSetCredits } from '../api/set-credits';
import { type HoursRowValues, HoursTableField } from './hours-table-field';
import { SaveFooter } from './save-footer';

/** The bodies most courses are accredited by, by their own (Korean) names, stored as written; any other is typed. */
const COMMON_BODIES = ['대한의사협회', '대한치과의사협회', '대한한의사협회', '대한간호협회', '대한약사회'];

interface CreditsValues {
  bearing: boolean;
  /** Credits as the operator reads them (1.5), kept in tenths on the server. */
  credits: number | string;
  accreditingBody: string;
  approvalNumber: string;
  category: string;
  validFrom: string;
  validTo: string;
  /** Sessions only: credits by the minutes present. */
  hoursTable: HoursRowValues[];
  session: boolean;
}

const DEFAULT_HOURS_TABLE: HoursRowValues[] = [{ fromMinutes: 120, credits: 1 }];

function initialValues(credits: ContentsCredits | null, session: boolean): CreditsValues {
  return {
    session,
    hoursTable: credits?.hoursTable
      ? credits.hoursTable.map((row) => ({ fromMinutes: row.fromMinutes, credits: row.creditTenths / 10 }))
      : session
        ? DEFAULT_HOURS_TABLE
        : [],
    bearing: credits !== null,
    credits: credits ? credits.creditTenths / 10 : 1,
    accreditingBody: credits?.accreditingBody ?? '',
    approvalNumber: credits?.approvalNumber ?? '',
    category: credits?.category ?? 'general',
    validFrom: credits?.validFrom ?? '',
    validTo: credits?.validTo ?? '',
  };
}

function toCredits(values: CreditsValues): ContentsCredits {
  return {
    creditTenths: Math.round(Number(values.credits) * 10),
    accreditingBody: values.accreditingBody,
    approvalNumber: values.approvalNumber,
    category: values.category as ContentsCredits['category'],
    validFrom: values.validFrom,
    validTo: values.validTo,
    ...(values.session
      ? {
          hoursTable: values.hoursTable.map((row) => ({
            fromMinutes: Number(row.fromMinutes),
            creditTenths: Math.round(Number(row.credits) * 10),
          })),
        }
      : {}),
  };
}

const validateCredits = zodFormValidator(contentsCredits);

/** The form's fields are the schema's, but for the numbers, typed in credits and checked in tenths. */
function validate(values: CreditsValues): Record<string, string> {
  if (!values.bearing) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateCredits(toCredits(values))))
    errors[field.replace(/creditTenths$/, 'credits')] = message;
  return errors;
}

/**
 * The 연수평점 a course carries (decision 101: with them, its watch time is verified), or a session
 * (decision 102: with an hours table giving the credits by the time present).
 */
export function CreditsForm({ detail }: { detail: AdminContentsDetail }) {
  const { t } = useTranslation();
  const save = useSetCredits(detail.contentsid);
  const [saved, setSaved] = useState(false);
  const form = useForm<CreditsValues>({
    initialValues: initialValues(detail.credits, detail.conttype === 'training'),
    validate,
  });
  const bearing = form.getValues().bearing;
  const onSubmit = form.onSubmit((values) => {
    setSaved(false);
    save.mutate(
      { credits: values.bearing ? toCredits(values) : null },
      { onSuccess: () => setSaved(true), onError: showServerFieldErrors(form) },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="credits-title">
      <Stack>
        <Title order={2} fz="lg" id="credits-title">
          {t('admin.credits.title')}
        </Title>
        <Switch
          label={t('admin.credits.bearing')}
          description={t('admin.credits.bearingHint')}
          {...form.getInputProps('bearing', { type: 'checkbox' })}
        />
        {bearing && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('admin.credits.credits')}
              withAsterisk
              min={0.1}
              max={100}
              step={0.5}
              decimalScale={1}
              {...form.getInputProps('credits')}
            />
            <Select
              label={t('admin.credits.category')}
              allowDeselect={false}
              data={CREDIT_CATEGORIES.map((value) => ({
                value,
                label: t(`admin.credits.categories.${value}`),
              }))}
              {...form.getInputProps('category')}
            />
            <Autocomplete
              label={t('admin.credits.accreditingBody')}
              withAsterisk
              data={COMMON_BODIES}
              maxLength={100}
              {...form.getInputProps('accreditingBody')}
            />
            <TextInput
              label={t('admin.credits.approvalNumber')}
              withAsterisk
              maxLength={60}
              {...form.getInputProps('approvalNumber')}
            />
            <DayInput form={form} field="validFrom" label={t('admin.credits.validFrom')} />
            <DayInput form={form} field="validTo" label={t('admin.credits.validTo')} />
          </SimpleGrid>
        )}
        {bearing && detail.conttype === 'training' && <HoursTableField form={form} />}
        <SaveFooter error={save.error} saving={save.isPending} saved={saved} submitLabel={t('common.save')} />
      </Stack>
    </form>
  );
}
