import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TRIES } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema/payment';
import { apiClient } from '../fixtures/api-client';
import { routes } from '../fixtures/api-routes';
import { createCourse, createMember } from '../fixtures/factories';
import { createOrder } from '../fixtures/payment-flow';
import { DB_KIND, useTestApp } from '../fixtures/test-app';

/**
 * Whatever write PostgreSQL ends for a deadlock or a serialization failure (40P01, 40001) is run
 * again, and a conflict that outlasts the tries is a localised 409, never a 500.
 */
const testApp = useTestApp();

/**
 * A trigger on orders that fails the first `failures` inserts with a real serialization failure
 * (SQLSTATE 40001); a sequence, which no rollback undoes, counts them. Answers the function that
 * removes the trigger and says how many times the app tried the insert.
 */
async function failOrderInserts(failures: number) {
  const { database } = testApp();
  const { db } = database;
  await db.execute(sql.raw('drop sequence if exists order_insert_tries'));
  await db.execute(sql.raw('create sequence order_insert_tries'));
  await db.execute(
    sql.raw(`create or replace function conflict_on_order_insert() returns trigger language plpgsql as $$
      begin
        if nextval('order_insert_tries') <= ${failures} then
          raise exception 'could not serialize access' using errcode = '40001';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger conflict_on_order_insert before insert on orders for each row execute function conflict_on_order_insert()',
    ),
  );
  let tries = 0;
  const stopObserving = database.observeStatements((statement) => {
    if (statement.startsWith('insert into "orders"')) tries++;
  });
  return async () => {
    stopObserving();
    await db.execute(sql.raw('drop trigger conflict_on_order_insert on orders'));
    return tries;
  };
}

describe('a transaction PostgreSQL ends to let a concurrent one through', () => {
  it('is run again: the member gets the order they asked for, once', async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 30_000 });
    const tries = await failOrderInserts(1);
    const created = await createOrder(t, member, { contentsid: course });
    expect(await tries()).toBe(2);
    expect(created.status).toBe(200);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(rows.map((row) => row.orderId)).toEqual([created.body.datas.orderId]);
  });

  it(`still in conflict after ${TRANSACTION_TRIES} tries: a localised 409, nothing saved`, async () => {
    const t = testApp();
    const member = await createMember(t);
    const course = await createCourse(t, { price: 30_000 });
    const tries = await failOrderInserts(100);
    const english = await createOrder(t, member, { contentsid: course });
    const korean = await apiClient(t, { token: member.token, lang: 'ko' }).call(routes.createPayment, {
      contentsid: course,
      method: 'card',
      agree: true,
      installmentMonths: 0,
    });
    expect(await tries()).toBe(2 * TRANSACTION_TRIES);
    expect(english.status).toBe(409);
    expect(english.body).toEqual({
      success: false,
      datas: null,
      respMessage: 'Another request changed the same data at the same time. Please try again.',
      code: 'CONFLICT',
    });
    expect(korean.status).toBe(409);
    expect(korean.body.respMessage).toBe(
      '같은 정보를 동시에 변경하는 다른 요청이 있었습니다. 다시 시도해 주세요.',
    );
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(rows).toEqual([]);
  });
});

describe.runIf(DB_KIND === 'postgres')('a real deadlock between two transactions', () => {
  it('both finish: PostgreSQL ends one, which is run again', async () => {
    const { db } = testApp().database;
    const [a, b] = await Promise.all([
      createCourse(testApp(), { price: 1000 }),
      createCourse(testApp(), { price: 1000 }),
    ]);
    let runs = 0;
    let arrived = 0;
    let bothLocked: () => void = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothLocked = resolve;
    });
    // Each locks its first row, waits until the other has too, then asks for the other's row.
    const lockInTurn = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`select id from contents where id = ${first} for update`);
        if (++arrived === 2) bothLocked();
        await barrier;
        await tx.execute(sql`select id from contents where id = ${second} for update`);
        return first;
      });
    const results = await Promise.allSettled([lockInTurn(a, b), lockInTurn(b, a)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: a },
      { status: 'fulfilled', value: b },
    ]);
    expect(runs).toBe(3);
  });
});
