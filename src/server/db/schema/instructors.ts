import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { contents } from './catalogue';
import { createdAt, localized, updatedAt } from './columns';

/**
 * The instructor's public face on a course page (issue 44): a name, a photo and a plain-text
 * biography per language. One row per account with the instructor role.
 */
export const instructorProfiles = pgTable('instructor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: localized('display_name'),
  /** Plain text with line breaks, never markup. */
  biography: localized('biography'),
  /** A public image path (`/GetUrl/instructors/…`), re-encoded on upload as banners are. */
  photoPath: text('photo_path'),
  updatedAt: updatedAt(),
});

/** Which instructor answers for which course; an operator assigns them. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    contentsId: integer('contents_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contentsId, t.userId] })],
);
