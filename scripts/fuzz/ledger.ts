import type { Database } from '../../src/server/db/client';
import { coupons } from '../../src/server/db/schema/coupon';
import { enrolments } from '../../src/server/db/schema/learning';
import { orders } from '../../src/server/db/schema/payment';

/**
 * What a fuzzing run must not lose: orders, enrolments and coupons (the demo's and those state.ts
 * built), each row's state. A difference is explained only by a call that succeeded on a path
 * allowed to make it.
 */
const WATCHED = {
  orders: {
    rows: (db: Database) => db.select({ key: orders.orderId, state: orders.status }).from(orders),
    writers: [/^\/api\/Payment\//, /^\/api\/Membership\//, /^\/api\/Admin\/Orders/, /^\/webhooks\//],
  },
  enrolments: {
    rows: (db: Database) => db.select({ key: enrolments.id, state: enrolments.status }).from(enrolments),
    writers: [/^\/api\/Payment\//, /^\/api\/Membership\//, /^\/api\/Admin\/Members\/[^/]+\/Grant/],
  },
  coupons: {
    rows: (db: Database) => db.select({ key: coupons.couponnumber, state: coupons.status }).from(coupons),
    writers: [
      /^\/api\/Coupon\/Registration\//,
      /^\/api\/Admin\/Coupons\//,
      /^\/api\/Payment\//,
      /^\/api\/Membership\//,
    ],
  },
};
type Table = keyof typeof WATCHED;
export type Snapshot = Record<Table, Map<string, string>>;

export async function snapshot(db: Database): Promise<Snapshot> {
  const entries = await Promise.all(
    Object.entries(WATCHED).map(async ([table, watched]) => {
      const rows = await watched.rows(db);
      return [table, new Map(rows.map((row) => [String(row.key), row.state]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Snapshot;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, state] of before) {
    const now = after.get(key);
    if (now === undefined) changed.push(`${key} ${state} → gone`);
    else if (now !== state) changed.push(`${key} ${state} → ${now}`);
  }
  for (const [key, state] of after) if (!before.has(key)) changed.push(`${key} new (${state})`);
  return changed;
}

/** The differences no successful write explains, per table; `successfulWrites` are request paths. */
export function unexplainedLosses(before: Snapshot, after: Snapshot, successfulWrites: string[]) {
  return (Object.keys(WATCHED) as Table[]).flatMap((table) => {
    const changed = differences(before[table], after[table]);
    const explained = successfulWrites.some((path) =>
      WATCHED[table].writers.some((writer) => writer.test(path)),
    );
    return changed.length > 0 && !explained ? [{ table, changed }] : [];
  });
}
