import CourseDetailPage from '../features/catalogue/course-detail-page';
import { CourseReviews } from '../features/reviews/course-reviews';

/** /courseDetail/:contentsid: the catalogue's course page with the sections other features add below it. */
export default function CoursePage() {
  return <CourseDetailPage after={(contentsid) => <CourseReviews contentsid={contentsid} />} />;
}
