import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import { MAIL_DIR } from './servers';

interface CaughtMail {
  to: string[];
  raw: string;
}

/** Waits for the newest message to an address and returns its decoded plain text. */
export async function waitForMail(address: string): Promise<string> {
  let found: CaughtMail | undefined;
  await expect
    .poll(() => {
      if (!existsSync(MAIL_DIR)) return false;
      const mails = readdirSync(MAIL_DIR)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as CaughtMail)
        .filter((mail) => mail.to.includes(address));
      found = mails.at(-1);
      return Boolean(found);
    })
    .toBe(true);
  const parsed = await PostalMime.parse(found!.raw);
  return parsed.text ?? '';
}
