import { Anchor, type AnchorProps, Badge, type BadgeProps } from '@mantine/core';
import type { NoticeListItem } from '@shared/contract/notice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The mark of a notice pinned to the top of the board. */
export function PinnedBadge(props: BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="emerald.8" {...props}>
      {t('board.pinned')}
    </Badge>
  );
}

/** A notice's title, linking to its page. */
export function NoticeLink({
  notice,
  ...props
}: AnchorProps & { notice: Pick<NoticeListItem, 'noticeid' | 'title'> }) {
  return (
    <Anchor component={Link} to={paths.noticeDetail(notice.noticeid)} c="dark" {...props}>
      {notice.title}
    </Anchor>
  );
}
