import { z } from 'zod';
import { idField, idParam } from './fields';
import { adminPaging, pagingFields } from './paging';

/**
 * 질문·답변 (issue 44): a holder of a course asks about a lesson, at a moment of its video when they
 * choose; instructors of the course and operators answer; other holders add follow-ups. Plain text
 * with line breaks and at most one image per post, uploaded first and named by its path.
 */

export const QUESTION_LIMITS = {
  titleMax: 120,
  bodyMax: 4000,
  /** The image a post may carry, before it is decoded and encoded again. */
  imageBytes: 5 * 1024 * 1024,
} as const;

/** Where an uploaded question image lives: only such a path may be attached to a post. */
export const QUESTION_IMAGE_PATH = /^\/GetUrl\/questions\/[0-9a-f]{24}\.(png|jpg|gif|webp|avif)$/;

export const POST_AUTHOR_ROLES = ['member', 'staff'] as const;

export const questionIdParams = z.object({ questionid: idParam });

const postBody = z.string().trim().min(1, { error: 'validation.required' }).max(QUESTION_LIMITS.bodyMax, {
  error: 'validation.tooLong',
});
const imagePath = z.string().regex(QUESTION_IMAGE_PATH, { error: 'validation.invalid' }).nullish();

export const askQuestionBody = z.object({
  lessonid: idField,
  /** The moment of the lesson's video the question is about; null when the member did not choose one. */
  atSecond: z.number().int().min(0).max(86_400).nullish(),
  title: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(QUESTION_LIMITS.titleMax, { error: 'validation.tooLong' }),
  body: postBody,
  imagePath,
});
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

/** An answer (staff) or a follow-up (another holder) to a question. */
export const replyBody = z.object({ body: postBody, imagePath });
export type ReplyBody = z.infer<typeof replyBody>;

export const resolveBody = z.object({ resolved: z.boolean() });

export const courseQuestionsQuery = pagingFields({ maxPageSize: 50, defaultPageSize: 10 }).extend({
  /** Only the questions about this lesson (the player's list). */
  lessonid: idParam.optional(),
});
export type CourseQuestionsQuery = z.infer<typeof courseQuestionsQuery>;

export const staffQuestionsQuery = adminPaging.extend({
  status: z.enum(['unanswered', 'all']).default('unanswered'),
});
export type StaffQuestionsQuery = z.infer<typeof staffQuestionsQuery>;

/** One post as a reader sees it: the asker's name masked, staff under their own name. */
export const coursePost = z.object({
  postid: z.number().int(),
  kind: z.enum(['question', 'answer', 'followup']),
  authorName: z.string(),
  authorRole: z.enum(POST_AUTHOR_ROLES),
  body: z.string(),
  imageUrl: z.string().nullable(),
  /** Hidden by moderation: only its author still sees it, marked so. */
  hidden: z.boolean(),
  mine: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CoursePost = z.infer<typeof coursePost>;

export const questionThread = coursePost.extend({
  contentsid: z.number().int(),
  lessonid: z.number().int().nullable(),
  lessonTitle: z.string().nullable(),
  atSecond: z.number().int().nullable(),
  title: z.string(),
  resolved: z.boolean(),
  answered: z.boolean(),
  /** Answers and follow-ups, oldest first. */
  replies: z.array(coursePost),
});
export type QuestionThread = z.infer<typeof questionThread>;

/** The staff console's row: the thread with the course it belongs to. */
export const staffQuestion = questionThread.extend({ courseTitle: z.string() });
export type StaffQuestion = z.infer<typeof staffQuestion>;

export const uploadedQuestionImage = z.object({ imagePath: z.string() });
export type UploadedQuestionImage = z.infer<typeof uploadedQuestionImage>;
