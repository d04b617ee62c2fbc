import { PRODUCT_SHORT_NAME } from '@shared/constants';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each location of this tab's visit was scrolled to, by its key; kept over a reload. */
const STORAGE_KEY = `${PRODUCT_SHORT_NAME}_scroll`;
let positions = new Map<string, number>();
let shownKey = '';

function rememberPosition() {
  positions.set(shownKey, window.scrollY);
}

function keepPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage can be full or disabled: a reload then opens the page at its top.
  }
}

function recallPositions() {
  try {
    positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    positions = new Map();
  }
}

/**
 * Spec §2's scroll rule: a new page opens at its top (or at the element its link's fragment names);
 * back, forward and a reload return to where the reader was on that page. Called where the page has
 * rendered, so the page it scrolls is the new one.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    // The app places the page itself: the browser's own restoring would run before the page is there.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', rememberPosition, { passive: true });
    window.addEventListener('pagehide', keepPositions);
    return () => {
      window.removeEventListener('scroll', rememberPosition);
      window.removeEventListener('pagehide', keepPositions);
    };
  }, []);

  useLayoutEffect(() => {
    if (!shownKey) recallPositions();
    shownKey = key;
    const saved = positions.get(key);
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigation]);
}
