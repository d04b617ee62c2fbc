import type { Locale } from '@shared/constants';
import type { SalesFigures, SalesReport, SalesReportQuery } from '@shared/contract/admin-report';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { fromSeoul } from '@shared/seoul-time';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categories, contents } from '../../db/schema/catalogue';
import { courseScope } from './admin-progress-report.service';

/** The period's first instant and the instant after its last, snapped to whole months for a monthly report. */
export function reportBounds(query: SalesReportQuery): { from: string; to: string; start: Date; end: Date } {
  if (query.unit === 'day') {
    const start = fromSeoul(query.from);
    const end = fromSeoul(nextPeriod(query.to, 'day'));
    return { from: query.from, to: query.to, start, end };
  }
  const [toYear, toMonth] = query.to.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(toYear, toMonth, 0)).toISOString().slice(0, 10);
  return {
    from: `${query.from.slice(0, 7)}-01`,
    to: last,
    start: fromSeoul(`${query.from.slice(0, 7)}-01`),
    end: fromSeoul(`${nextPeriod(last.slice(0, 7), 'month')}-01`),
  };
}

/** The Korean day or month after `period` (YYYY-MM-DD or YYYY-MM). */
function nextPeriod(period: string, unit: SalesReportQuery['unit']): string {
  if (unit === 'day') {
    return new Date(Date.parse(`${period}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
}

const periodStart = (period: string, unit: SalesReportQuery['unit']) =>
  fromSeoul(unit === 'day' ? period : `${period}-01`);

/**
 * Which grouping set a row belongs to: grouping(period, kind, method, contents_id, category_id)
 * sets a bit for each column the row is not grouped by. The method set also groups by the easy-pay
 * wallet (one row per wallet), the only set that does, so the wallet needs no bit of its own.
 */
const SETS = {
  period: 0b01111,
  kind: 0b10111,
  method: 0b11011,
  product: 0b10101,
  category: 0b11110,
  all: 0b11111,
};

interface Row {
  grouping_set: number;
  period: string | null;
  kind: SalesReport['byKind'][number]['kind'] | null;
  method: SalesReport['byMethod'][number]['method'] | null;
  wallet: SalesReport['byMethod'][number]['easyPayProvider'];
  contents_id: number | null;
  category_id: number | null;
  gross: string | number;
  discounts: string | number;
  refunds: string | number;
  orders: string | number;
  refund_count: string | number;
}

/**
 * Every sale and every refund of the period as one event each, attributed to its order's product,
 * kind, category and method, summed in one pass over grouping sets. A sale counts when paid
 * (approvedAt); a refund when it was decided. A cancellation made in the gateway's own console has no
 * refund row (docs/decisions/016-payments-the-sandbox-reserve-before-charge-seats-and-refunds.md): what the order's cancelled amount holds beyond its refund rows
 * counts when the order last changed.
 */
function reportQuery(start: Date, end: Date, unit: SalesReportQuery['unit'], courseIds?: readonly number[]) {
  const format = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const [since, until] = [start.toISOString(), end.toISOString()];
  return sql`
    with refunded as (
      select order_row_id, sum(amount) as amount from refunds where status = 'approved' group by order_row_id
    ),
    events as (
      select o.id as order_row, o.approved_at as at, o.list_amount as gross, o.discount_amount as discounts,
        0 as refunds, 1 as orders, 0 as refund_count
      from orders o
      where o.approved_at >= ${since} and o.approved_at < ${until}
        and (o.status in ('done', 'partial_canceled') or (o.status = 'canceled' and o.canceled_amount > 0))
      union all
      select r.order_row_id, r.decided_at, 0, 0, r.amount, 0, 1
      from refunds r
      where r.status = 'approved' and r.decided_at >= ${since} and r.decided_at < ${until}
      union all
      select o.id, o.updated_at, 0, 0, o.canceled_amount - coalesce(refunded.amount, 0), 0, 1
      from orders o left join refunded on refunded.order_row_id = o.id
      where o.status in ('canceled', 'partial_canceled') and o.updated_at >= ${since} and o.updated_at < ${until}
        and o.canceled_amount > coalesce(refunded.amount, 0)
    ),
    attributed as (
      select e.*, to_char(e.at at time zone 'Asia/Seoul', ${format}) as period,
        o.kind, o.method, o.easy_pay_provider as wallet, o.contents_id, c.category_id
      from events e
      join orders o on o.id = e.order_row
      left join contents c on c.id = o.contents_id
      where true ${courseScope(sql`o.contents_id`, courseIds)}
    )
    select grouping(period, kind, method, contents_id, category_id) as grouping_set,
      period, kind, method, wallet, contents_id, category_id,
      sum(gross)::bigint as gross, sum(discounts)::bigint as discounts, sum(refunds)::bigint as refunds,
      sum(orders)::bigint as orders, sum(refund_count)::bigint as refund_count
    from attributed
    group by grouping sets ((period), (kind), (method, wallet), (kind, contents_id), (category_id), ())`;
}

function figures(row: Row | undefined): SalesFigures {
  const gross = Number(row?.gross ?? 0);
  const discounts = Number(row?.discounts ?? 0);
  const refunds = Number(row?.refunds ?? 0);
  return {
    gross,
    discounts,
    refunds,
    net: gross - discounts - refunds,
    orders: Number(row?.orders ?? 0),
    refundCount: Number(row?.refund_count ?? 0),
  };
}

const ids = (values: (number | null)[]) => values.filter((id): id is number => id !== null);

const byNet = (a: SalesFigures, b: SalesFigures) => b.net - a.net || b.orders - a.orders;

/**
 * GET /api/Admin/Reports/Sales; `courseIds` narrows it to the orders of those courses (an
 * instructor's console), left out it covers every order.
 */
export async function salesReport(
  ctx: AppContext,
  locale: Locale,
  query: SalesReportQuery,
  courseIds?: readonly number[],
): Promise<SalesReport> {
  const { from, to, start, end } = reportBounds(query);
  const result = (await ctx.db.execute(reportQuery(start, end, query.unit, courseIds))) as unknown as {
    rows: Row[];
  };
  const rows = result.rows;
  const inSet = (set: number) => rows.filter((row) => Number(row.grouping_set) === set);
  const products = inSet(SETS.product);
  const categoryRows = inSet(SETS.category);
  const productIds = ids(products.map((row) => row.contents_id));
  const categoryIds = ids(categoryRows.map((row) => row.category_id));
  const [titleRows, nameRows] = await Promise.all([
    productIds.length
      ? ctx.db
          .select({ id: contents.id, name: contents.title })
          .from(contents)
          .where(inArray(contents.id, productIds))
      : [],
    categoryIds.length
      ? ctx.db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ]);
  const localised = (named: { id: number; name: LocalizedText }[]) =>
    new Map(named.map((row) => [row.id, pickLocalized(row.name, locale)]));
  const [titles, names] = [localised(titleRows), localised(nameRows)];
  const byPeriod = new Map(inSet(SETS.period).map((row) => [row.period, row]));
  const series: SalesReport['series'] = [];
  const last = query.unit === 'day' ? to : to.slice(0, 7);
  for (let period = query.unit === 'day' ? from : from.slice(0, 7); period <= last; ) {
    const next = nextPeriod(period, query.unit);
    series.push({
      period,
      start: periodStart(period, query.unit).toISOString(),
      end: periodStart(next, query.unit).toISOString(),
      ...figures(byPeriod.get(period)),
    });
    period = next;
  }
  return {
    from,
    to,
    unit: query.unit,
    totals: figures(inSet(SETS.all)[0]),
    series,
    byKind: inSet(SETS.kind)
      .map((row) => ({ kind: row.kind!, ...figures(row) }))
      .sort(byNet),
    byMethod: inSet(SETS.method)
      .map((row) => ({ method: row.method!, easyPayProvider: row.wallet ?? null, ...figures(row) }))
      .sort(byNet),
    byCategory: categoryRows
      .map((row) => ({
        categoryId: row.category_id,
        name: row.category_id === null ? null : (names.get(row.category_id) ?? null),
        ...figures(row),
      }))
      .sort(byNet),
    byProduct: products
      .map((row) => ({
        contentsid: row.contents_id,
        kind: row.kind!,
        title: row.contents_id === null ? null : (titles.get(row.contents_id) ?? null),
        ...figures(row),
      }))
      .sort(byNet),
  };
}
