import type { Locale } from '@shared/constants';
import type { MyTraining } from '@shared/contract/learning';
import { pickLocalized } from '@shared/localized';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/learning';
import { ticketCodes } from '../checkin/session-tickets';

type SeatStatus = MyTraining['status'];

/** A seat is 'upcoming' until the session ends; after that only the operator's check-in tells. */
function seatStatus(attendedAt: Date | null, endsAt: Date | null, now: Date): SeatStatus {
  if (attendedAt) return 'attended';
  return endsAt && endsAt <= now ? 'notAttended' : 'upcoming';
}

/** GET /api/Learning/MyTrainings: the member's paid training seats, the latest session first. */
export async function listMyTrainings(
  ctx: AppContext,
  userId: number,
  locale: Locale,
): Promise<MyTraining[]> {
  const rows = await ctx.db
    .select({
      enrolmentId: enrolments.id,
      attendedAt: enrolments.attendedAt,
      contentsId: contents.id,
      title: contents.title,
      edutype: contents.edutype,
      startsAt: contents.startsAt,
      endsAt: contents.endsAt,
      venueName: contents.venueName,
      venueAddress: contents.venueAddress,
    })
    .from(enrolments)
    .innerJoin(contents, eq(contents.id, enrolments.contentsId))
    .where(
      and(eq(enrolments.userId, userId), eq(enrolments.status, 'active'), eq(contents.conttype, 'training')),
    )
    .orderBy(desc(contents.startsAt), desc(enrolments.id));
  const now = ctx.now();
  const tickets = await ticketCodes(
    ctx.db,
    rows.map((row) => row.enrolmentId),
  );
  return rows.map((row) => ({
    enrolmentid: row.enrolmentId,
    contentsid: row.contentsId,
    title: pickLocalized(row.title, locale),
    edutype: row.edutype,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    venue: pickLocalized(row.venueName, locale),
    venueAddress: row.venueAddress,
    status: seatStatus(row.attendedAt, row.endsAt, now),
    attendedAt: row.attendedAt?.toISOString() ?? null,
    ticket: tickets.get(row.enrolmentId)!,
  }));
}
