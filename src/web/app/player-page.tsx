import { PlayerView } from '../features/learning/player-view';
import { LessonQuestionsPanel } from '../features/questions/lesson-questions-panel';
import { WithReportButtons } from './report-button-slot';

/** /player/:contentsid — the course player in the empty layout, with what the lesson's page adds under it. */
export default function PlayerPage() {
  return (
    <PlayerView
      mode="panel"
      below={({ course, lesson, currentSecond }) => (
        <WithReportButtons>
          <LessonQuestionsPanel
            key={lesson.lessonid}
            contentsid={course.contentsid}
            lessonid={lesson.lessonid}
            holder={course.access.kind !== 'none' && !course.access.expired}
            currentSecond={currentSecond}
          />
        </WithReportButtons>
      )}
    />
  );
}
