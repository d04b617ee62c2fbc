import { AFTER_PAINT_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '@shared/contract/server-render';

/** The app's entry script as the build writes it into a head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin /g;
/** The module preloads of the app's chunks, the page's and its language's, as the build and the server write them. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]*">/g;

/**
 * Links the browser fetches only once the page has painted, when the app's entry puts them in the
 * head, and at low priority: the pictures and the font of what the reader sees come first.
 */
export function afterPaint(links: string): string {
  return links
    ? `<template ${AFTER_PAINT_ATTRIBUTE}>${links.replace(/<link ([^>]*)>/g, '<link $1 fetchpriority="low">')}</template>`
    : '';
}

/**
 * The first paint waits until the page's markup has been parsed to its end, the state script after
 * `#root`: a browser paints what it has parsed so far, and each later piece of a long page was another
 * full style and layout pass after the first paint (three to five on /campus, 50–110 ms each on a
 * slow phone). Parsing the rest takes a few milliseconds. Browsers without `rel=expect` ignore it.
 */
const WHOLE_MARKUP_FIRST = `<link rel="expect" href="#${SERVER_STATE_ELEMENT_ID}" blocking="render">`;

/**
 * A server-rendered page needs no script for its first view, so its scripts wait for it: the entry is
 * small and fetched at low priority, and the app's chunks (about 200 KB) are named inert and fetched
 * by the entry once the page has painted (src/web/main.tsx). On a slow network the page's text, font
 * and images get the bandwidth first; and Lighthouse counts every request that ended before the
 * largest paint as holding it back, which on loopback the app's chunks always had (LCP 2.5–3.9 s on
 * the detail pages). Pages rendered in the browser keep their scripts as they are: nothing shows
 * without them.
 */
export function withScriptsAfterPaint(head: string): string {
  const preloads = head.match(MODULE_PRELOAD)?.join('') ?? '';
  return head
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin ')
    .replace('</head>', `${afterPaint(preloads)}${WHOLE_MARKUP_FIRST}</head>`);
}
