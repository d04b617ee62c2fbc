import CourseDetailPage from '../features/catalogue/course-detail-page';
import { CourseQuestionsSection } from '../features/questions/course-questions-section';
import { CourseReviews } from '../features/reviews/course-reviews';
import { WithReportButtons } from './report-button-slot';

/** /courseDetail/:contentsid — the catalogue's course page, with the sections other features add to it: 수강평, then 질문·답변. */
export default function CoursePage() {
  return (
    <CourseDetailPage
      sections={(contentsid) => (
        <WithReportButtons>
          <CourseReviews contentsid={contentsid} />
          <CourseQuestionsSection contentsid={contentsid} />
        </WithReportButtons>
      )}
    />
  );
}
