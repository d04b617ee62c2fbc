import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address bar, so back/forward and shared links restore them. Every change is a
 * new history entry; changing a filter goes back to page 1; the scroll position stays put.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
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
