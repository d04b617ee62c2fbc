import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** What changes a query value: null, undefined or '' removes it. */
export type UrlFilterChanges = Record<string, string | number | null | undefined>;

/** The filters after a change; changing a filter goes back to page 1. */
export function applyFilterChanges(previous: URLSearchParams, changes: UrlFilterChanges): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * Filters kept in the address bar, so back/forward and shared links restore them. Every change is a
 * new history entry; the scroll position stays put.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: UrlFilterChanges) =>
      setParams((previous) => applyFilterChanges(previous, changes), { preventScrollReset: true }),
    [setParams],
  );
  return [params, update] as const;
}

/** A positive integer query value, or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A value from a fixed list, or undefined. */
export function enumParam<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}
