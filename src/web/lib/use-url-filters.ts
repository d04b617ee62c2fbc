import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from './keep-scroll';

/**
 * Filters kept in the address bar, so back/forward and shared links restore them. Every change is a
 * new history entry; changing a filter goes back to page 1; the scroll position stays put (`KEEP_SCROLL`).
 *
 * React Router hands its updater the parameters of the last render, not of the last navigation, so
 * two changes made before the page renders again (a chip, then a search sent at once) would lose the
 * first. Each change therefore builds on the one still on its way, until the page has rendered it.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(unrendered.current ?? params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      unrendered.current = next;
      setParams(next, { state: KEEP_SCROLL });
    },
    [params, setParams],
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
