import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminChapter, AdminContentsDetail, AdminLesson } from '@shared/contract/admin-catalogue';
import { pickLocalized } from '@shared/localized';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../../components/dialogs';
import { currentLocale } from '../../../../i18n/i18n';
import { formatMinutes } from '../../../../lib/format';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { type SortableGroup, TwoLevelSortable } from '../../components/two-level-sortable';
import { useDeleteChapter } from '../api/delete-chapter';
import { useDeleteLesson } from '../api/delete-lesson';
import { useOrderCurriculum } from '../api/order-curriculum';
import { ChapterModal, LessonModal } from './curriculum-modals';
import { LessonCaptions } from './lesson-captions';
import { LessonVideo } from './lesson-video';

type Editing =
  | { kind: 'chapter'; chapter?: AdminChapter }
  | { kind: 'lesson'; chapterid: number; lesson?: AdminLesson }
  | null;

/** Chapters and lessons: add, rename, reorder by drag and drop (or keyboard), videos and captions. */
export function CurriculumEditor({ detail }: { detail: AdminContentsDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const order = useOrderCurriculum(detail.contentsid);
  const removeChapter = useDeleteChapter(detail.contentsid);
  const removeLesson = useDeleteLesson(detail.contentsid);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState(false);

  const chapters = detail.chapters;
  const chapterById = useMemo(
    () => new Map(chapters.map((chapter) => [chapter.chapterid, chapter])),
    [chapters],
  );
  const lessonById = useMemo(
    () => new Map(chapters.flatMap((chapter) => chapter.lessons).map((lesson) => [lesson.lessonid, lesson])),
    [chapters],
  );
  const groups = useMemo<SortableGroup[]>(
    () =>
      chapters.map((chapter) => ({
        id: chapter.chapterid,
        children: chapter.lessons.map((lesson) => lesson.lessonid),
      })),
    [chapters],
  );
  const chapterName = (id: number) => pickLocalized(chapterById.get(id)?.title, locale);
  const lessonName = (id: number) => pickLocalized(lessonById.get(id)?.title, locale);
  const failed = (error: Error) => void alertDialog(error.message);

  function saveOrder(next: SortableGroup[]) {
    setSaved(false);
    order.mutate(
      { chapters: next.map((group) => ({ chapterid: group.id, lessons: group.children })) },
      { onSuccess: () => setSaved(true), onError: failed },
    );
  }

  async function deleteChapter(chapter: AdminChapter) {
    if (
      !(await confirmDialog(
        t('admin.courses.confirmDeleteChapter', { name: chapterName(chapter.chapterid) }),
      ))
    )
      return;
    removeChapter.mutate(chapter.chapterid, { onError: failed });
  }

  async function deleteLesson(lesson: AdminLesson) {
    if (!(await confirmDialog(t('admin.courses.confirmDeleteLesson', { name: lessonName(lesson.lessonid) }))))
      return;
    removeLesson.mutate(lesson.lessonid, { onError: failed });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('catalogue.curriculumHeading')}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ kind: 'chapter' })}
        >
          {t('admin.courses.addChapter')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.courses.curriculumHelp')}
      </Text>
      {chapters.length === 0 && <Text c="dimmed">{t('admin.courses.noChapters')}</Text>}
      <TwoLevelSortable
        groups={groups}
        onChange={saveOrder}
        disabled={order.isPending}
        parentName={chapterName}
        childName={lessonName}
        renderParent={(id, handle, lessons) => {
          const chapter = chapterById.get(id)!;
          return (
            <Card withBorder padding="xs" mb="sm" data-testid="chapter">
              <Group gap="xs" wrap="nowrap">
                {handle}
                <Text fw={700} style={{ flex: 1 }} truncate>
                  {chapterName(id)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setEditing({ kind: 'lesson', chapterid: id })}
                  aria-label={`${t('admin.courses.addLesson')}: ${chapterName(id)}`}
                >
                  {t('admin.courses.addLesson')}
                </Button>
                <EditDeleteActions
                  name={chapterName(id)}
                  onEdit={() => setEditing({ kind: 'chapter', chapter })}
                  onDelete={() => deleteChapter(chapter)}
                />
              </Group>
              <Stack gap={6} pl={{ base: 0, sm: 36 }} pt={6} mih={12}>
                {lessons}
              </Stack>
            </Card>
          );
        }}
        renderChild={(id, handle) => {
          const lesson = lessonById.get(id)!;
          return (
            <LessonRow
              contentsid={detail.contentsid}
              lesson={lesson}
              name={lessonName(id)}
              handle={handle}
              onEdit={() =>
                setEditing({
                  kind: 'lesson',
                  chapterid: chapters.find((chapter) => chapter.lessons.includes(lesson))!.chapterid,
                  lesson,
                })
              }
              onDelete={() => deleteLesson(lesson)}
            />
          );
        }}
      />
      <Text role="status" size="sm" c="emerald.8">
        {saved ? t('admin.courses.orderSaved') : ''}
      </Text>
      {editing?.kind === 'chapter' && (
        <ChapterModal
          contentsid={detail.contentsid}
          chapter={editing.chapter}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'lesson' && (
        <LessonModal
          contentsid={detail.contentsid}
          chapters={chapters}
          chapterid={editing.chapterid}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

interface LessonRowProps {
  contentsid: number;
  lesson: AdminLesson;
  name: string;
  /** The drag handle the sortable list gives the row. */
  handle: ReactNode;
  onEdit(): void;
  onDelete(): void;
}

/** One lesson in its chapter: name, free preview and length, captions and video, edit and delete. */
function LessonRow({ contentsid, lesson, name, handle, onEdit, onDelete }: LessonRowProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper withBorder p="xs" data-testid="lesson">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {handle}
        <Stack gap={2} style={{ flex: 2 }} miw={160}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Group gap={6}>
            {lesson.isFreePreview && (
              <Badge size="xs" variant="light">
                {t('catalogue.freePreview')}
              </Badge>
            )}
            {lesson.durationSec > 0 && (
              <Text size="xs" c="dimmed">
                {formatMinutes(lesson.durationSec, locale)}
              </Text>
            )}
          </Group>
          <LessonCaptions contentsid={contentsid} lesson={lesson} name={name} />
        </Stack>
        <LessonVideo contentsid={contentsid} lesson={lesson} name={name} />
        <Group gap={2}>
          <EditDeleteActions name={name} onEdit={onEdit} onDelete={onDelete} />
        </Group>
      </Group>
    </Paper>
  );
}
