// @vitest-environment jsdom
import { AFTER_PAINT_ATTRIBUTE } from '@shared/contract/server-render';
import { beforeEach, expect, it, vi } from 'vitest';

/** A rendered page's head as the server writes it: the app's links in inert templates. */
function renderedHead() {
  document.head.innerHTML =
    `<template ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="/assets/app.css">` +
    `<link rel="stylesheet" href="/assets/cards.css"></template>` +
    `<template ${AFTER_PAINT_ATTRIBUTE}><link rel="modulepreload" href="/assets/app.js"></template>`;
  document.body.innerHTML = '<div id="root"><main><p>served</p></main></div>';
}

const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const applied = () => stylesheets().map((link) => !link.disabled);

/** The module afresh: it keeps whether the stylesheets were applied, as a page does once. */
async function pageModule() {
  vi.resetModules();
  return import('./deferred-styles');
}

/** Lets a mutation observer's callback run. */
const afterMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(renderedHead);

it('puts every link of the templates in the head, the stylesheets preloaded but disabled', async () => {
  const { loadAfterPaintAssets } = await pageModule();
  await loadAfterPaintAssets();
  expect(document.head.querySelector('template')).toBeNull();
  expect(stylesheets().map((link) => [link.getAttribute('href'), link.disabled])).toEqual([
    ['/assets/app.css', true],
    ['/assets/cards.css', true],
  ]);
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="style"]');
  expect([...preloads].map((link) => link.getAttribute('href'))).toEqual([
    '/assets/app.css',
    '/assets/cards.css',
  ]);
  expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
});

it('applies them when an element is first put on the page, not for an empty portal or text', async () => {
  const { applyAppStylesheetsWhenNeeded, loadAfterPaintAssets } = await pageModule();
  applyAppStylesheetsWhenNeeded();
  await loadAfterPaintAssets();

  const portal = document.createElement('div');
  portal.setAttribute('data-portal', 'true');
  document.body.append(portal);
  document.querySelector('p')?.append(' and more text');
  await afterMutations();
  expect(applied()).toEqual([false, false]);

  document.querySelector('main')?.append(document.createElement('section'));
  await afterMutations();
  expect(applied()).toEqual([true, true]);
});

it('applies them at the first hover, and a stylesheet put in after that is applied at once', async () => {
  const { applyAppStylesheetsWhenNeeded, loadAfterPaintAssets } = await pageModule();
  applyAppStylesheetsWhenNeeded();
  window.dispatchEvent(new Event('pointerover'));
  await loadAfterPaintAssets();
  expect(applied()).toEqual([true, true]);
});
