import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MembershipPlanSettings, membershipPlanSettings } from '@shared/contract/membership';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { EMPTY_LOCALIZED, LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { usePlan } from './api/get-plan';
import { useSavePlan } from './api/save-plan';

interface PlanFormValues {
  price: number | string;
  name: LocalizedValue;
  description: LocalizedValue;
  benefits: LocalizedValue[];
}

const full = (text: { ko: string; en?: string; ja?: string }): LocalizedValue => ({
  ko: text.ko,
  en: text.en ?? '',
  ja: text.ja ?? '',
});

function toBody(values: PlanFormValues): MembershipPlanSettings {
  return {
    price: values.price === '' ? 0 : Number(values.price),
    name: values.name,
    description: values.description,
    benefits: values.benefits,
  };
}

function PlanFormFields({ plan }: { plan: MembershipPlanSettings }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const [saved, setSaved] = useState(false);
  const form = useForm<PlanFormValues>({
    initialValues: {
      price: plan.price,
      name: full(plan.name),
      description: full(plan.description),
      benefits: plan.benefits.map(full),
    },
    validate: (values) => zodFormValidator(membershipPlanSettings)(toBody(values)),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setSaved(false);
        save.mutate(toBody(values), {
          onSuccess: () => setSaved(true),
          onError: showServerFieldErrors(form),
        });
      })}
    >
      <Stack>
        <NumberInput
          label={t('admin.membership.price')}
          description={t('admin.membership.priceHint')}
          withAsterisk
          min={100}
          step={1000}
          thousandSeparator=","
          maw={240}
          {...form.getInputProps('price')}
        />
        <LanguageTabs errors={{ ko: Object.keys(form.errors).some((key) => key.endsWith('.ko')) }}>
          {(language) => (
            <Stack gap="xs">
              <TextInput
                label={t('admin.membership.name')}
                withAsterisk={language === 'ko'}
                {...form.getInputProps(`name.${language}`)}
              />
              <TextInput
                label={t('admin.membership.description')}
                withAsterisk={language === 'ko'}
                {...form.getInputProps(`description.${language}`)}
              />
              <Text size="sm" fw={500}>
                {t('admin.membership.benefits')}
              </Text>
              {form.values.benefits.map((_, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={t('admin.membership.benefitN', { n: index + 1 })}
                    {...form.getInputProps(`benefits.${index}.${language}`)}
                  />
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={t('admin.membership.removeBenefit', { n: index + 1 })}
                    onClick={() => form.removeListItem('benefits', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.benefits.length >= 10}
                onClick={() => form.insertListItem('benefits', { ...EMPTY_LOCALIZED })}
              >
                {t('admin.membership.addBenefit')}
              </Button>
            </Stack>
          )}
        </LanguageTabs>
        <ErrorAlert error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {saved && (
            <Text size="sm" role="status" c="emerald.8">
              {t('admin.membership.saved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The plan's price and benefits, as members see them on /subscription. */
export function PlanForm() {
  const { t } = useTranslation();
  const plan = usePlan();
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        {t('admin.membership.plan')}
      </Title>
      <ErrorAlert error={plan.error} />
      {plan.isPending && <Skeleton height={240} />}
      {plan.data && <PlanFormFields plan={plan.data} />}
    </Card>
  );
}
