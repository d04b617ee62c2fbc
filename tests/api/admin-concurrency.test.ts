import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { categories } from '../../src/server/db/schema/catalogue';
import type { Answer } from '../fixtures/api-client';
import { createAdmin, createMember, type Member } from '../fixtures/factories';
import { DB_KIND, useTestApp } from '../fixtures/test-app';

/**
 * An admin's write racing that admin's demotion. Needs PostgreSQL: the demotion's transaction is
 * held open on one connection while the app's request runs on another (PGlite has one connection).
 */
const testApp = useTestApp();

async function roleOf(member: Member) {
  const [row] = await testApp().database.db.select().from(users).where(eq(users.id, member.id));
  return row!.role;
}

/** Whether some statement of this database waits for a lock another transaction holds. */
async function someoneWaits(): Promise<boolean> {
  const result = await testApp().database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return (row?.n ?? 0) > 0;
}

/**
 * Demotes `admin` in a transaction of the test's own, as the console's role change does (the row
 * locked FOR UPDATE, then updated), and sends `write` while that transaction is open: the write has
 * passed the access check, and the demotion is decided first. The demotion commits once the write
 * waits for a lock (or has answered, as it did before the fix).
 */
async function writeDuringDemotion(
  admin: Member,
  write: () => Promise<Answer<unknown>>,
): Promise<Answer<unknown>> {
  let sent: Promise<Answer<unknown>> | undefined;
  let answered = false;
  await testApp().database.db.transaction(async (tx) => {
    await tx.select().from(users).where(eq(users.id, admin.id)).for('update');
    await tx.update(users).set({ role: 'member' }).where(eq(users.id, admin.id));
    sent = write().finally(() => {
      answered = true;
    });
    const deadline = Date.now() + 3000;
    while (!answered && !(await someoneWaits())) {
      if (Date.now() > deadline) throw new Error('the write neither answered nor waited for a lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return sent!;
}

describe.runIf(DB_KIND === 'postgres')('admin writes racing the demotion of their admin', () => {
  it('a demoted admin’s promotion already in flight does not make the accomplice an admin', async () => {
    for (let round = 0; round < 3; round += 1) {
      const demoted = await createAdmin(testApp());
      const accomplice = await createMember(testApp());
      const promotion = await writeDuringDemotion(demoted, () =>
        demoted.api.post(`/api/Admin/Members/${accomplice.useruid}/Role`, { role: 'admin' }),
      );
      expect(promotion.status, promotion.text).toBe(403);
      expect(promotion.body.respMessage).toBe('You do not have permission to do this.');
      expect(await roleOf(accomplice)).toBe('member');
    }
  });

  it('nor does a suspension or a catalogue write of theirs go through', async () => {
    const demoted = await createAdmin(testApp());
    const victim = await createMember(testApp());
    const suspension = await writeDuringDemotion(demoted, () =>
      demoted.api.post(`/api/Admin/Members/${victim.useruid}/Status`, { status: 'suspended' }),
    );
    expect(suspension.status, suspension.text).toBe(403);
    const [row] = await testApp().database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.status).toBe('active');

    const other = await createAdmin(testApp());
    const name = { ko: '늦은 분류', en: 'Late category' };
    const category = await writeDuringDemotion(other, () =>
      other.api.post('/api/Category/Save', { parentID: 0, names: name, isactive: 1 }),
    );
    expect(category.status, category.text).toBe(403);
    const saved = await testApp().database.db.select().from(categories);
    expect(saved.map((item) => item.name.en)).not.toContain(name.en);
  });

  it('two admins demoting each other at once: exactly one wins, neither request fails on a deadlock', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [one, two] = await Promise.all([createAdmin(testApp()), createAdmin(testApp())]);
      const answers = await Promise.all([
        one!.api.post(`/api/Admin/Members/${two!.useruid}/Role`, { role: 'member' }),
        two!.api.post(`/api/Admin/Members/${one!.useruid}/Role`, { role: 'member' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The loser is refused in the transaction (403), or, once the winner's demotion has ended
      // its sessions, already at the door (401).
      expect(
        [
          [200, 401],
          [200, 403],
        ],
        answers.map((answer) => answer.text).join('\n'),
      ).toContainEqual(statuses);
      expect([await roleOf(one!), await roleOf(two!)].sort()).toEqual(['admin', 'member']);
    }
  });
});
