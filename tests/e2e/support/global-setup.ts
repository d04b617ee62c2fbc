import { rmSync } from 'node:fs';
import { startMailCatcher } from './mail-catcher';
import { MAIL_DIR, SMTP_PORT } from './servers';

export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  return startMailCatcher(SMTP_PORT, MAIL_DIR);
}
