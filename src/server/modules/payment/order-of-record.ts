import type { Locale } from '@shared/constants';
import type { OrderOfRecord } from '@shared/contract/order-record';
import type { Paging } from '@shared/contract/paging';
import type { LocalizedText } from '@shared/localized';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import type { cashReceipts } from '../../db/schema/cash-receipt';
import { contents } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/payment';
import type { taxInvoices } from '../../db/schema/tax-invoice';
import { selectPage } from '../../db/select-page';
import { localOrderName } from './order-name';

type OrderRow = typeof orders.$inferSelect;

/** The order a record belongs to, with its buyer, as a console list shows it beside the record. */
function orderOfRecord(
  row: { order: OrderRow; title: LocalizedText | null; name: string; email: string },
  locale: Locale,
): OrderOfRecord {
  return {
    paymentid: row.order.id,
    orderId: row.order.orderId,
    orderName: localOrderName(row.order, row.title, locale),
    netAmount: row.order.amount - row.order.canceledAmount,
    userName: row.name,
    userEmail: row.email,
  };
}

/** Records kept one per order, listed in the console with their order: tax invoices, cash receipts. */
type RecordTable = typeof taxInvoices | typeof cashReceipts;

/**
 * A console page of records on orders, newest first, each with the record's row, its order as
 * OrderOfRecord and the order's row (for what the record compares against it).
 */
export async function pageOfOrderRecords<Table extends RecordTable>(
  ctx: AppContext,
  locale: Locale,
  table: Table,
  where: SQL | undefined,
  paging: Paging,
): Promise<{ rows: { record: Table['$inferSelect']; order: OrderOfRecord }[]; total: number }> {
  const record = table as RecordTable;
  const { rows, total } = await selectPage(
    paging,
    where,
    ctx.db
      .select({ record, order: orders, title: contents.title, name: users.name, email: users.email })
      .from(record)
      .innerJoin(orders, eq(orders.id, record.orderRowId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(contents, eq(contents.id, orders.contentsId))
      .orderBy(desc(record.createdAt), desc(record.id))
      .$dynamic(),
    ctx.db.select({ n: count() }).from(record).$dynamic(),
  );
  return {
    rows: rows.map((row) => ({
      record: row.record as Table['$inferSelect'],
      order: orderOfRecord(row, locale),
    })),
    total,
  };
}
