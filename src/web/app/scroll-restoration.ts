import { PRODUCT_SHORT_NAME } from '@shared/constants';
import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../lib/keep-scroll';

/** Where each location of this tab's visit was scrolled to; kept over a reload. */
const STORAGE_KEY = `${PRODUCT_SHORT_NAME}_scroll`;
/** The most recent locations' positions kept: older ones open at their top. */
const KEPT_POSITIONS = 50;

let positions = new Map<string, number>();
let shownKey = '';

/**
 * A location's key in the positions. React Router gives every location loaded afresh (a typed
 * address, a reload, a plain `#fragment` link) the key `default`: those are told apart by their address.
 */
function positionKey({ key, pathname, search, hash }: Location): string {
  return key === 'default' ? `${key} ${pathname}${search}${hash}` : key;
}

function remember(key: string, position: number) {
  positions.delete(key);
  positions.set(key, position);
  if (positions.size > KEPT_POSITIONS) positions.delete(positions.keys().next().value!);
}

function rememberPosition() {
  remember(shownKey, window.scrollY);
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

function elementOf(hash: string): Element | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Spec §2's scroll rule: a new page opens at its top, or at the element its link's fragment names;
 * back, forward and a reload return to where the reader was on that page; a change of filters
 * (`KEEP_SCROLL`) stays where it is. Called where the page has rendered, so the page it scrolls is the
 * new one.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
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
    // The page the browser loaded is where the reader has it: they may have scrolled it before the
    // app ran. Nothing here reads the layout: on hydration that would lay the whole page out at once.
    const loaded = !shownKey;
    if (loaded) recallPositions();
    const previous = positions.get(shownKey);
    shownKey = positionKey(location);
    const saved = positions.get(shownKey);
    const target = location.hash ? elementOf(location.hash) : null;
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (loaded) return;
    else if (keepsScroll(location.state)) remember(shownKey, previous ?? 0);
    else {
      window.scrollTo(0, 0);
      // A page the reader leaves without scrolling is found again where it was placed.
      remember(shownKey, 0);
    }
  }, [location, navigation]);
}
