import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Artwork titles are Korean, and a server rarely has a Korean font installed: without one, librsvg
 * (inside sharp) draws boxes. Points fontconfig at the Pretendard faces the web app already ships,
 * with the system's own fonts after them. Must run before sharp first renders text.
 */
export function useBundledFonts(): void {
  if (process.env.FONTCONFIG_FILE) return;
  const pretendard = join(
    dirname(createRequire(import.meta.url).resolve('pretendard/package.json')),
    'dist/public/static',
  );
  const file = join(tmpdir(), 'medivenus-fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${pretendard}</dir>
  <cachedir>${join(tmpdir(), 'medivenus-fontconfig-cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = file;
}
