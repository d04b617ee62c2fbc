import type { LocalizedText } from '@shared/localized';

/**
 * The text search runs over: every language of the title, summary and instructor, plus tags,
 * lower-cased, so one trigram index serves Korean, English and Japanese queries.
 */
export function contentsSearchText(fields: {
  title: LocalizedText;
  summary: LocalizedText;
  instructorName: LocalizedText;
  tags: string[];
}): string {
  const parts = [fields.title, fields.summary, fields.instructorName].flatMap((text) => Object.values(text));
  return [...parts, ...fields.tags].filter(Boolean).join(' \n ').toLowerCase();
}
