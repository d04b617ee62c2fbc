import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** One boundary `npm run lint` enforces, shown firing on a fixture that breaks it. */
interface BoundaryCase {
  /** Folder under tests/lint-fixtures/, laid out like the project (`src/...`). */
  fixture: string;
  /** The diagnostic category biome reports, e.g. `lint/style/noRestrictedImports`. */
  rule: string;
  /** The fixture's files (project-relative) that break the boundary; its other files keep it. */
  flagged: string[];
}

const restricted = 'lint/style/noRestrictedImports';

const cases: BoundaryCase[] = [
  {
    fixture: 'server-service-imports-http',
    rule: restricted,
    flagged: [
      'src/server/modules/demo/demo-alias.service.ts',
      'src/server/modules/demo/demo-relative.service.ts',
    ],
  },
  // Its other file imports another feature's api/keys.ts, to invalidate that cache: allowed.
  {
    fixture: 'feature-imports-feature',
    rule: restricted,
    flagged: ['src/web/features/learning/certificate.ts'],
  },
  {
    fixture: 'feature-imports-app',
    rule: restricted,
    flagged: ['src/web/features/learning/components/lesson-list.ts'],
  },
  // Membership importing payment (to charge) is the allowed direction; payment hears a refund's end as an event.
  {
    fixture: 'payment-imports-membership',
    rule: restricted,
    flagged: [
      'src/server/modules/payment/order-settlement.ts',
      'src/server/modules/payment/payment.routes.ts',
    ],
  },
  // The console's own files import each other, and its routes call services in their domains.
  {
    fixture: 'service-imports-admin',
    rule: restricted,
    flagged: ['src/server/modules/board/board.service.ts', 'src/server/jobs/report-mail.ts'],
  },
  // The context every service receives stands on the domain's types, as the services do.
  { fixture: 'context-imports-http', rule: restricted, flagged: ['src/server/context.ts'] },
  // The server importing the shared contract is the allowed direction, by path or by alias.
  {
    fixture: 'shared-imports-server-or-web',
    rule: restricted,
    flagged: ['src/shared/contract/price.ts', 'src/shared/contract/links.ts'],
  },
  { fixture: 'web-imports-server', rule: restricted, flagged: ['src/web/lib/api-base.ts'] },
  { fixture: 'server-imports-web', rule: restricted, flagged: ['src/server/modules/mail.ts'] },
  {
    fixture: 'import-cycle',
    rule: 'lint/suspicious/noImportCycles',
    flagged: ['src/web/lib/session.ts', 'src/web/lib/token.ts'],
  },
];

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');
const scratch: string[] = [];

interface Diagnostic {
  category: string;
  location: { path: string };
}

/**
 * Lints the fixture where it would sit in the project, in a scratch folder holding the project's
 * own config: the real tree keeps the fixtures out of the normal lint.
 */
function lintFixture(fixture: string): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  scratch.push(dir);
  cpSync(join(root, 'biome.jsonc'), join(dir, 'biome.jsonc'));
  cpSync(join(root, 'tests/lint-fixtures', fixture), dir, { recursive: true });
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors, which is what these fixtures are for.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('lint boundaries', () => {
  it.each(cases)('$fixture breaks $rule in exactly the files it names', ({ fixture, rule, flagged }) => {
    const diagnostics = lintFixture(fixture);
    const flaggedFiles = new Set(diagnostics.filter((d) => d.category === rule).map((d) => d.location.path));
    expect([...flaggedFiles].sort()).toEqual([...flagged].sort());
    expect(diagnostics.filter((d) => d.category !== rule)).toEqual([]);
  });
});
