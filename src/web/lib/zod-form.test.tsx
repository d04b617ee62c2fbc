// @vitest-environment jsdom
import { loginBody } from '@shared/contract/account';
import en from '@shared/i18n/en.json';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n-instance';
import { checkWithDeferredSchema, useDeferredZodValidator, zodFormValidator } from './zod-form';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeAll(async () => {
  i18n.addResourceBundle('en', 'msg', en, true, true);
  await i18n.changeLanguage('en');
});

const badLogin = { email: 'not an address', password: '', keepLogin: false };

it('lets a form through until its schema arrives, then checks it as the eager validator does', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  let arrive: (schema: z.ZodType<unknown>) => void = () => undefined;
  const loadSchema = () => new Promise<z.ZodType<unknown>>((resolve) => (arrive = resolve));
  const rendered: { validate?: (values: typeof badLogin) => Record<string, string> } = {};
  function LoginForm() {
    rendered.validate = useDeferredZodValidator<typeof badLogin>(loadSchema);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<LoginForm />));
  unmount = () => act(() => root.unmount());

  expect(rendered.validate?.(badLogin)).toEqual({});
  await act(async () => arrive(loginBody));
  const errors = rendered.validate?.(badLogin);
  expect(errors).toEqual(zodFormValidator(loginBody)(badLogin));
  expect(errors?.email).toBe(en.validation.email);
});

it('checks values with a schema loaded on demand, and leaves them to the server when it cannot load', async () => {
  expect(await checkWithDeferredSchema(async () => loginBody, badLogin)).toEqual(
    zodFormValidator(loginBody)(badLogin),
  );
  const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  expect(await checkWithDeferredSchema(offline, badLogin)).toEqual({});
});
