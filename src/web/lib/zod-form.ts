import type { MessageKey } from '@shared/i18n/messages';
import { describeIssue, type MessageTranslator } from '@shared/i18n/zod-issues';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n-instance';
import { ApiError } from './api-client';

/** Shared message keys through the texts' `msg` namespace, in the reader's current language. */
const messages: MessageTranslator = {
  has: (key): key is MessageKey => i18n.exists(`msg:${key}`),
  text: (key, params) => i18n.t(`msg:${key}`, params),
};

/**
 * A Mantine form validator from a shared zod schema: the form shows exactly the messages the
 * server would answer with, in the reader's language.
 */
export function zodFormValidator<T>(schema: z.ZodType<unknown>) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const { field, message } = describeIssue(issue, messages);
      errors[field] ??= message;
    }
    return errors;
  };
}

type Validator<T> = (values: T) => Record<string, string>;

const NO_ERRORS = () => ({});

/**
 * `zodFormValidator` for a schema that loads after the page, from a module-level loader. zod is a
 * quarter of a sign-in page's first-load JavaScript and nothing on the first view needs it. A form
 * sent before the schema has arrived is checked by the server, which answers with the same messages.
 */
export function useDeferredZodValidator<T>(loadSchema: () => Promise<z.ZodType<unknown>>): Validator<T> {
  const [validate, setValidate] = useState<Validator<T> | null>(null);
  useEffect(() => {
    let mounted = true;
    // A schema that cannot load (offline, a newer release's files) checks nothing: the server does.
    loadSchema().then(
      (schema) => {
        if (mounted) setValidate(() => zodFormValidator<T>(schema));
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loadSchema]);
  return validate ?? NO_ERRORS;
}

/** `values` checked by a schema loaded now; by none if it cannot load, the server checking them then. */
export async function checkWithDeferredSchema<T>(
  loadSchema: () => Promise<z.ZodType<unknown>>,
  values: T,
): Promise<Record<string, string>> {
  const schema = await loadSchema().catch(() => null);
  return schema ? zodFormValidator<T>(schema)(values) : {};
}

/** Field errors the server reported (400 datas.fields), for the form to show under each input. */
export function serverFieldErrors(datas: unknown): Record<string, string> {
  const fields = (datas as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((entry) => [entry.field, entry.message]));
}

/** A mutation's onError that puts the server's field errors under the form's inputs. */
export function showServerFieldErrors(form: { setErrors(errors: Record<string, string>): void }) {
  return (error: Error) => {
    if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.datas));
  };
}
