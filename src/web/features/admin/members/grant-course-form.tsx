import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminGrantBody, adminGrantBody } from '@shared/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../components/dialogs';
import { zodFormValidator } from '../../../lib/zod-form';
import { useCourseSearch } from '../courses/api/get-contents-list';
import { useGrantCourse } from './api/grant-course';

interface GrantValues {
  contentsid: string | null;
  reason: string;
  accessDays: number | string;
}

const toBody = (values: GrantValues) => ({
  contentsid: values.contentsid === null ? undefined : Number(values.contentsid),
  reason: values.reason,
  accessDays: values.accessDays === '' ? null : Number(values.accessDays),
});

/** Grants a course by hand; the reason is required and goes to the audit log. */
export function GrantCourseForm({ useruid }: { useruid: string }) {
  const { t } = useTranslation();
  const grant = useGrantCourse(useruid);
  const [done, setDone] = useState(false);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 300);
  const courses = useCourseSearch(typed);
  const form = useForm<GrantValues>({
    initialValues: { contentsid: null, reason: '', accessDays: '' },
    validate: (values) => zodFormValidator(adminGrantBody)(toBody(values)),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setDone(false);
        grant.mutate(toBody(values) as AdminGrantBody, {
          onSuccess: () => {
            form.reset();
            setSearch('');
            setDone(true);
          },
          onError: (error) => void alertDialog(error.message),
        });
      })}
    >
      <Group align="flex-end" mt="md">
        <Select
          label={t('admin.members.grantCourse')}
          placeholder={t('admin.members.grantCourseSearch')}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          // The server searches titles; the box only shows what it answered.
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={courses.isFetching ? undefined : t('admin.members.grantCourseNone')}
          data={(courses.data ?? []).map((course) => ({
            value: String(course.contentsid),
            // The title alone: once chosen it becomes the search text, which must still find it.
            label: course.title,
          }))}
          w={320}
          {...form.getInputProps('contentsid')}
        />
        <NumberInput
          label={t('admin.members.grantDays')}
          min={1}
          w={160}
          placeholder={t('admin.members.grantDaysDefault')}
          {...form.getInputProps('accessDays')}
        />
        <TextInput
          label={t('admin.members.grantReason')}
          style={{ flex: 1 }}
          miw={200}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" loading={grant.isPending}>
          {t('admin.members.grant')}
        </Button>
      </Group>
      {done && (
        <span role="status" style={{ fontSize: 12 }}>
          {t('admin.members.granted')}
        </span>
      )}
    </form>
  );
}
