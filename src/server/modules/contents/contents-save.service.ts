import type { AdminContentsDetail, AdminContentsSaveBody } from '@shared/contract/admin-catalogue';
import type { LocalizedText } from '@shared/localized';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { categories, contents } from '../../db/schema/catalogue';
import { couponCampaigns } from '../../db/schema/coupon';
import { certificates, enrolments, lessonProgress } from '../../db/schema/learning';
import { orders } from '../../db/schema/payment';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, invalidInput, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { sanitizeHtml } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';
import type { ContentsRow } from './contents-cards';
import { getContents } from './contents-console.service';
import { assertPresentable } from './contents-publish.service';
import { findContents } from './contents-records';
import { contentsSearchText } from './search-text';

/** What the audit log compares of a course or session: every field but the derived search text. */
function auditView({ searchText: _derived, ...row }: ContentsRow) {
  return row;
}

/** A top-level category, and a subcategory of that same category if one is given. */
async function assertCategories(
  db: Executor,
  categoryId: number,
  subcategoryId: number | null,
): Promise<void> {
  const ids = subcategoryId === null ? [categoryId] : [categoryId, subcategoryId];
  const rows = await db.select().from(categories).where(inArray(categories.id, ids));
  const top = rows.find((row) => row.id === categoryId);
  if (top?.parentId !== 0) throw invalidInput('catalogue.subcategoryMismatch');
  if (subcategoryId !== null && rows.find((row) => row.id === subcategoryId)?.parentId !== categoryId)
    throw invalidInput('catalogue.subcategoryMismatch');
}

const sanitizeAll = (text: LocalizedText) =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, html ? sanitizeHtml(html) : '']));

function valuesOf(input: AdminContentsSaveBody, now: Date) {
  const common = {
    categoryId: input.categoryid,
    subcategoryId: input.subcategoryid,
    lang: input.lang,
    title: input.title,
    summary: input.summary,
    description: sanitizeAll(input.description),
    instructorName: input.instructorName,
    instructorBio: input.instructorBio,
    tags: input.tags,
    thumbnailUrl: input.thumbnailUrl,
    price: input.price,
    searchText: contentsSearchText({
      title: input.title,
      summary: input.summary,
      instructorName: input.instructorName,
      tags: input.tags,
    }),
    updatedAt: now,
  };
  if (input.conttype === 'course')
    return {
      ...common,
      level: input.level,
      listPrice: input.listPrice,
      accessDays: input.accessDays,
      membershipIncluded: input.membershipIncluded,
    };
  return {
    ...common,
    edutype: input.edutype,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    venueName: input.venueName,
    venueAddress: input.venueAddress || null,
    capacity: input.capacity,
    recruitDeadline: input.recruitDeadline ? new Date(input.recruitDeadline) : null,
    recruitClosed: input.recruitClosed,
    curriculum: sanitizeAll(input.curriculum),
  };
}

/** Creates or updates a course or a training session; new ones start unpublished. */
export async function saveContents(
  ctx: AppContext,
  admin: SessionUser,
  input: AdminContentsSaveBody,
): Promise<AdminContentsDetail> {
  const id = await adminTransaction(ctx, admin, async (tx) => {
    await assertCategories(tx, input.categoryid, input.subcategoryid);
    const now = ctx.now();
    const values = valuesOf(input, now);
    if (input.contentsid) {
      const before = await findContents(tx, input.contentsid, true);
      if (before.conttype !== input.conttype) throw invalidInput();
      if (before.conttype === 'course' && before.isPublished) assertPresentable(values);
      if (input.conttype === 'training' && input.capacity !== null && input.capacity < before.seatsTaken)
        throw invalidInput('validation.tooSmall', { min: before.seatsTaken });
      const [updated] = await tx.update(contents).set(values).where(eq(contents.id, before.id)).returning();
      const target = { type: before.conttype, id: before.id };
      await recordChange(
        tx,
        admin,
        `${before.conttype}.update`,
        target,
        auditView(before),
        auditView(updated!),
      );
      return before.id;
    }
    const [created] = await tx
      .insert(contents)
      .values({ ...values, conttype: input.conttype, isPublished: false, createdAt: now })
      .returning();
    const target = { type: input.conttype, id: created!.id };
    await recordChange(tx, admin, `${input.conttype}.create`, target, null, auditView(created!));
    return created!.id;
  });
  return getContents(ctx, id);
}

/**
 * What points at a course or session and must outlive it: orders, seats, what learners did (a member
 * who watched through the membership has progress and perhaps a certificate, but no order or
 * enrolment), coupon campaigns aimed at it.
 */
const CONTENTS_REFERENCES = [
  orders.contentsId,
  enrolments.contentsId,
  lessonProgress.contentsId,
  certificates.contentsId,
  couponCampaigns.targetContentsId,
];

/**
 * Removes a course or session created by mistake. One that anything points at stays (see
 * CONTENTS_REFERENCES): it is unpublished instead.
 */
export async function deleteContents(ctx: AppContext, admin: SessionUser, id: number): Promise<void> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    const references = await Promise.all(
      CONTENTS_REFERENCES.map((column) =>
        tx.select({ one: sql`1` }).from(column.table).where(eq(column, id)).limit(1),
      ),
    );
    if (references.some((rows) => rows.length > 0)) throw conflict('CONFLICT', 'catalogue.contentsInUse');
    // Chapters and lessons go with it (ON DELETE CASCADE).
    await tx.delete(contents).where(eq(contents.id, id));
    await recordChange(
      tx,
      admin,
      `${before.conttype}.delete`,
      { type: before.conttype, id },
      auditView(before),
      null,
    );
  });
}

export async function setRecruitmentClosed(
  ctx: AppContext,
  admin: SessionUser,
  id: number,
  closed: boolean,
): Promise<AdminContentsDetail> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await findContents(tx, id, true);
    if (before.conttype !== 'training') throw recordNotFound('catalogue.contentsNotFound');
    await tx.update(contents).set({ recruitClosed: closed, updatedAt: ctx.now() }).where(eq(contents.id, id));
    const action = closed ? 'training.closeRecruitment' : 'training.openRecruitment';
    await recordChange(tx, admin, action, { type: 'training', id }, before, { recruitClosed: closed });
  });
  return getContents(ctx, id);
}
