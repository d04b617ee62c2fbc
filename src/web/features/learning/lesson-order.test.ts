import type { PlayerCourse, PlayerLesson } from '@shared/contract/learning';
import { describe, expect, it } from 'vitest';
import { lessonAfter, lessonToOpen, neighboursOf, requestedLesson, resumePosition } from './lesson-order';

const lesson = (lessonid: number, playable = true): PlayerLesson => ({
  lessonid,
  title: `Lesson ${lessonid}`,
  durationSec: 60,
  isFreePreview: false,
  playable,
  videoid: playable ? lessonid : null,
  captions: [],
  positionSec: 0,
  watchedSec: 0,
  completed: false,
  verifiedSec: 0,
});

const course = (lastLessonId: number | null, playable = [true, true, true]): PlayerCourse => ({
  contentsid: 1,
  title: 'Course',
  access: { kind: 'lifetime', expiresAt: null, expired: false },
  chapters: [
    { chapterid: 1, title: 'One', lessons: [lesson(11, playable[0]), lesson(12, playable[1])] },
    { chapterid: 2, title: 'Two', lessons: [lesson(21, playable[2])] },
  ],
  lastLessonId,
  completedLessons: 0,
  totalLessons: 3,
  progressRate: 0,
  hasExam: false,
  examPending: false,
  certificateNumber: null,
  creditBearing: false,
});

describe('lesson order', () => {
  it('opens the asked lesson, else the last watched, else the first playable', () => {
    expect(lessonToOpen(course(12), 21)?.lessonid).toBe(21);
    expect(lessonToOpen(course(12), null)?.lessonid).toBe(12);
    expect(lessonToOpen(course(null), 999)?.lessonid).toBe(11);
    expect(lessonToOpen(course(null, [false, true, true]), null)?.lessonid).toBe(12);
  });

  it('crosses chapters for previous and next, and has none at the ends', () => {
    expect(neighboursOf(course(null), 12)).toMatchObject({
      previous: { lessonid: 11 },
      next: { lessonid: 21 },
    });
    expect(neighboursOf(course(null), 11).previous).toBeNull();
    expect(neighboursOf(course(null), 21).next).toBeNull();
  });

  it('goes on at the end to the next lesson across chapters, never past the last or into a locked one', () => {
    expect(lessonAfter(course(null), 12)?.lessonid).toBe(21);
    expect(lessonAfter(course(null), 21)).toBeNull();
    expect(lessonAfter(course(null, [true, true, false]), 12)).toBeNull();
  });

  it('resumes where the member stopped, but not at the very end', () => {
    expect(resumePosition(42, 60)).toBe(42);
    expect(resumePosition(58, 60)).toBe(0);
    expect(resumePosition(0, 60)).toBe(0);
  });
});

describe('requestedLesson', () => {
  it('reads ?lesson= as a lesson id, and anything else as no choice', () => {
    expect(requestedLesson(new URLSearchParams('lesson=12'))).toBe(12);
    expect(requestedLesson(new URLSearchParams(''))).toBeNull();
    expect(requestedLesson(new URLSearchParams('lesson=abc'))).toBeNull();
  });
});
