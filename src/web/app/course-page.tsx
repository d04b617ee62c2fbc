import CourseDetailPage from '../features/catalogue/course-detail-page';
import { CourseQuestionsSection } from '../features/questions/course-questions-section';

/** /courseDetail/:contentsid — the catalogue's course page, with the sections other features add to it. */
export default function CoursePage() {
  return <CourseDetailPage sections={(contentsid) => <CourseQuestionsSection contentsid={contentsid} />} />;
}
