// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditChanges, changesText } from './audit-changes';

// A training session moved by a day, as the log records it (record-change.ts keeps ISO strings).
const before = { startsAt: '2026-12-10T01:00:00.000Z', title: '필러 워크숍' };
const after = { startsAt: '2026-12-11T01:00:00.000Z', title: '필러 워크숍' };

describe('audit changes', () => {
  it("write an instant as the console's other dates and times, not as ISO", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MantineProvider>
        <AuditChanges before={before} after={after} />
      </MantineProvider>,
    );
    expect(container.textContent).toContain('startsAt: 2026. 12. 10. 오전 10:00 → 2026. 12. 11. 오전 10:00');
    expect(container.textContent).toContain('title: 필러 워크숍 → 필러 워크숍');
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('export an instant in Korean time with its offset, as the CSV export writes instants', () => {
    expect(changesText({ startsAt: before.startsAt }, { startsAt: after.startsAt })).toBe(
      'startsAt: 2026-12-10T10:00:00+09:00 → 2026-12-11T10:00:00+09:00',
    );
  });
});
