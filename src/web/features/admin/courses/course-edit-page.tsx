import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { pickLocalized } from '@shared/localized';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { paths } from '../../../lib/paths';
import { AdminPageTitle } from '../components/page-title';
import { CourseExamsEditor } from '../exams/components/course-exams-editor';
import { useContents } from './api/get-contents';
import { CourseForm } from './components/course-form';
import { CreditReportPanel } from './components/credit-report-panel';
import { CreditsForm } from './components/credits-form';
import { CurriculumEditor } from './components/curriculum-editor';
import { PublishActions } from './components/publish-actions';

/** /admin/courses/new creates a course; /admin/courses/:contentsid edits one with its curriculum. */
export default function CourseEditPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const { contentsid = 'new' } = useParams();
  const id = contentsid === 'new' ? null : Number(contentsid);
  const course = useContents(id);

  const back = (
    <Anchor component={Link} to={paths.admin.courses()} size="sm">
      ← {t('admin.courses.backToList')}
    </Anchor>
  );

  if (id === null)
    return (
      <Stack>
        {back}
        <AdminPageTitle>{t('admin.courses.new')}</AdminPageTitle>
        <Card withBorder>
          <CourseForm
            onSaved={(saved) => navigate(paths.admin.course(saved.contentsid), { replace: true })}
          />
        </Card>
        <Text size="sm" c="dimmed">
          {t('admin.courses.curriculumAfterSave')}
        </Text>
      </Stack>
    );
  if (course.error) return <ErrorAlert error={course.error} />;
  const detail = course.data;
  if (!detail) return <Skeleton height={480} />;
  if (detail.conttype !== 'course') return <Navigate to={paths.admin.training(detail.contentsid)} replace />;

  return (
    <Stack>
      {back}
      <AdminPageTitle actions={<PublishActions detail={detail} listPath={paths.admin.courses()} />}>
        {pickLocalized(detail.title, locale)}
      </AdminPageTitle>
      <Card withBorder>
        <CourseForm key={detail.contentsid} detail={detail} />
      </Card>
      <Card withBorder>
        <CreditsForm key={detail.contentsid} detail={detail} />
      </Card>
      <Card withBorder>
        <CreditReportPanel contentsid={detail.contentsid} />
      </Card>
      <Card withBorder>
        <CurriculumEditor detail={detail} />
      </Card>
      <Card withBorder>
        <CourseExamsEditor detail={detail} />
      </Card>
    </Stack>
  );
}
