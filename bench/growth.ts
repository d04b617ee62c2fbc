import { max, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { contents } from '../src/server/db/schema/catalogue';

/** The large dataset of the growth benchmark (issue 9). */
export const GROWTH = { courses: 10_000, members: 100_000, payments: 1_000_000, progress: 1_000_000 };

/**
 * Grows the seeded demo database to GROWTH in SQL (INSERT … SELECT generate_series, no round trips
 * per row). Courses are copies of the seeded ones, published, with a number in their titles and
 * search texts, so listings and search have thousands of candidates; members are medical members;
 * every member has ten lessons' progress and ten paid orders.
 */
export async function growDataset(db: Database): Promise<void> {
  const copies = sql.raw(String(GROWTH.courses));
  const [before] = await db.select({ last: max(contents.id) }).from(contents);
  const first = sql.raw(String((before?.last ?? 0) + 1));
  await db.execute(sql`
    WITH seeded AS (
      SELECT *, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
      FROM contents WHERE conttype = 'course' AND is_published)
    INSERT INTO contents (conttype, category_id, subcategory_id, lang, title, summary, description,
      instructor_name, instructor_bio, tags, thumbnail_url, level, price, list_price, access_days,
      membership_included, is_published, published_at, enrol_count, search_text, curriculum)
    SELECT c.conttype, c.category_id, c.subcategory_id, c.lang,
      jsonb_build_object('ko', (c.title->>'ko') || ' ' || g, 'en', coalesce(c.title->>'en', '') || ' ' || g),
      c.summary, c.description, c.instructor_name, c.instructor_bio, c.tags, c.thumbnail_url, c.level,
      c.price, c.list_price, c.access_days, c.membership_included, true, now() - (g || ' minutes')::interval,
      c.enrol_count, c.search_text || ' ' || g, c.curriculum
    FROM generate_series(1, ${copies}) g
    JOIN seeded c ON c.n = g % c.total
    ORDER BY g`);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, name, member_type, mobile)
    SELECT 'bench-' || g || '@example.com', 'not-a-hash', '회원' || g, 'medical', '010' || lpad(g::text, 8, '0')
    FROM generate_series(1, ${sql.raw(String(GROWTH.members))}) g`);
  const perMember = sql.raw(String(GROWTH.payments / GROWTH.members));
  await db.execute(sql`
    INSERT INTO orders (order_id, user_id, kind, contents_id, order_name, list_amount, amount, method,
      status, customer_key, buyer_name, buyer_email, approved_at)
    SELECT 'bench-' || u.id || '-' || k, u.id, 'course', c.id, 'Bench course', c.price, c.price, 'card',
      'done', gen_random_uuid(), u.name, u.email, now() - (k || ' days')::interval
    FROM users u
    CROSS JOIN generate_series(1, ${perMember}) k
    JOIN contents c ON c.id = ${first} + (u.id * 7 + k) % ${copies}
    WHERE u.email LIKE 'bench-%'`);
  const lessonsPerMember = sql.raw(String(GROWTH.progress / GROWTH.members));
  await db.execute(sql`
    INSERT INTO lesson_progress (user_id, lesson_id, contents_id, position_sec, watched_sec, completed_at, updated_at)
    SELECT u.id, l.id, l.contents_id, 120, 120, now(), now()
    FROM users u
    CROSS JOIN (SELECT id, contents_id FROM lessons ORDER BY id LIMIT ${lessonsPerMember}) l
    WHERE u.email LIKE 'bench-%'`);
  // VACUUM too: otherwise PostgreSQL's autovacuum wakes for the million new rows in the middle of the
  // measurement and takes one of the two cores from the server.
  await db.execute(sql`VACUUM ANALYZE`);
}
