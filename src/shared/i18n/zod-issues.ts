import type { z } from 'zod';
import type { MessageKey, MessageParams } from './messages';

export interface FieldError {
  field: string;
  message: string;
}

/** How a side translates shared message keys: the server by request locale, the web through its texts' `msg` namespace. */
export interface MessageTranslator {
  has(key: string): key is MessageKey;
  text(key: MessageKey, params?: MessageParams): string;
}

/**
 * Turns one zod issue into a sentence in the reader's language. Shared schemas put message keys
 * (e.g. `validation.email`) in their custom errors; zod's own issues are mapped by code.
 */
export function describeIssue(issue: z.core.$ZodIssue, messages: MessageTranslator): FieldError {
  const field = issue.path.map(String).join('.') || 'body';
  return { field, message: issueMessage(issue, messages) };
}

function issueMessage(issue: z.core.$ZodIssue, { has, text }: MessageTranslator): string {
  if (has(issue.message)) return text(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return /undefined|null/.test(issue.message) ? text('validation.required') : text('validation.invalid');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return text('validation.required');
      return text(issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall', {
        min: Number(issue.minimum),
      });
    case 'too_big':
      return text(issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', {
        max: Number(issue.maximum),
      });
    case 'invalid_format':
      return text(issue.format === 'email' ? 'validation.email' : 'validation.invalid');
    default:
      return text('validation.invalid');
  }
}
