import { Anchor, Button, Group } from '@mantine/core';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../../../components/dialogs';
import { paths } from '../../../../lib/paths';
import { useDeleteContents } from '../api/delete-contents';
import { usePublishContents } from '../api/publish-contents';
import { PublishedBadge } from './published-badge';

/** Status, preview, publish/unpublish and delete of a course or session. */
export function PublishActions({ detail, listPath }: { detail: AdminContentsDetail; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishContents(detail.contentsid);
  const remove = useDeleteContents();
  const previewPath = paths.contentsDetail(detail.contentsid, detail.conttype);

  async function togglePublished() {
    const question = detail.isPublished
      ? t('admin.catalogue.confirmUnpublish')
      : t('admin.catalogue.confirmPublish');
    if (!(await confirmDialog(question))) return;
    publish.mutate(!detail.isPublished, { onError: (error) => void alertDialog(error.message) });
  }

  async function deleteContents() {
    if (!(await confirmDialog(t('admin.catalogue.confirmDelete')))) return;
    remove.mutate(detail.contentsid, {
      onSuccess: () => navigate(listPath, { replace: true }),
      onError: (error) => void alertDialog(error.message),
    });
  }

  return (
    <Group gap="xs">
      <PublishedBadge published={detail.isPublished} size="lg" data-testid="publish-state" />
      <Anchor component={Link} to={previewPath} target="_blank" size="sm">
        <Group gap={4}>
          {t('admin.catalogue.preview')}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
      <Button
        size="xs"
        color={detail.isPublished ? 'gray' : undefined}
        variant={detail.isPublished ? 'default' : 'filled'}
        loading={publish.isPending}
        onClick={togglePublished}
      >
        {detail.isPublished ? t('admin.catalogue.unpublish') : t('admin.catalogue.publish')}
      </Button>
      <Button
        size="xs"
        color="red"
        c="red.9"
        variant="subtle"
        loading={remove.isPending}
        onClick={deleteContents}
      >
        {t('admin.catalogue.delete')}
      </Button>
    </Group>
  );
}
