import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CategoryItem, categorySaveBody } from '@shared/contract/category';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { zodFormValidator } from '../../../lib/zod-form';
import { useSaveCategory } from './api/save-category';

interface FormValues {
  names: { ko: string; en: string; ja: string };
  parentID: string;
  isactive: boolean;
}

/** Creates a category (top level or under a parent) or renames, moves and (de)activates one. */
export function CategoryFormModal({
  category,
  parentID,
  categories,
  onClose,
}: {
  /** The category to edit; absent to create one. */
  category?: CategoryItem;
  /** Where a new category goes (0: top level). */
  parentID?: number;
  categories: CategoryItem[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const hasChildren = category ? categories.some((item) => item.parentID === category.categoryid) : false;
  const toBody = (values: FormValues) => ({
    categoryid: category?.categoryid,
    parentID: Number(values.parentID),
    names: values.names,
    isactive: values.isactive ? (1 as const) : (0 as const),
  });
  const form = useForm<FormValues>({
    initialValues: {
      names: category?.names ?? { ko: '', en: '', ja: '' },
      parentID: String(category?.parentID ?? parentID ?? 0),
      isactive: category ? category.isactive === 1 : true,
    },
    validate: (values) => zodFormValidator(categorySaveBody)(toBody(values)),
  });
  const parents = [
    { value: '0', label: t('admin.categories.topLevel') },
    ...categories
      .filter((item) => item.parentID === 0 && item.categoryid !== category?.categoryid)
      .map((item) => ({ value: String(item.categoryid), label: item.ctgrname })),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? t('admin.categories.editTitle') : t('admin.categories.newTitle')}
    >
      <form
        onSubmit={form.onSubmit((values) => save.mutate(toBody(values), { onSuccess: onClose }))}
        noValidate
      >
        <Stack>
          <TextInput label={t('admin.catalogue.nameKo')} required {...form.getInputProps('names.ko')} />
          <TextInput label={t('admin.catalogue.nameEn')} {...form.getInputProps('names.en')} />
          <TextInput label={t('admin.catalogue.nameJa')} {...form.getInputProps('names.ja')} />
          <Select
            label={t('admin.categories.parent')}
            data={parents}
            allowDeselect={false}
            disabled={hasChildren}
            description={hasChildren ? t('admin.categories.hasChildrenHint') : undefined}
            {...form.getInputProps('parentID')}
          />
          <Switch
            label={t('admin.categories.active')}
            {...form.getInputProps('isactive', { type: 'checkbox' })}
          />
          <FormActions error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
