import { existsSync } from 'node:fs';

/**
 * Debian's Chromium headless shell when it is installed (CI installs it): the same engine without the
 * full browser's UI, which cost the suite about a fifth more CPU on two cores. These flags keep it
 * from reaching for the network this machine does not have. playwright.config.ts launches it, and so
 * does a spec that needs its own browser (a fake camera).
 */
export const CHROMIUM = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
