import type { Locale } from '@shared/constants';
import {
  type MembershipPlan,
  type MembershipPlanSettings,
  membershipPlanSettings,
} from '@shared/contract/membership';
import { pickLocalized } from '@shared/localized';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/board';
import { contents } from '../../db/schema/catalogue';
import { adminTransaction } from '../../domain/admin-transaction';
import type { SessionUser } from '../../domain/session-user';
import { recordChange } from '../audit/record-change';
import { cardFigures, toCourseCard } from '../contents/contents-cards';
import { ratedCourse, reviewStats } from '../reviews/review-stats';

export const PLAN_SETTINGS_KEY = 'membership.plan';

/** Offered until an operator saves a plan of their own (the demo seed stores this one). */
export const DEFAULT_PLAN: MembershipPlanSettings = {
  price: 49_000,
  name: { ko: '메디비너스 멤버십', en: 'MEDIVENUS Membership', ja: 'MEDIVENUSメンバーシップ' },
  description: {
    ko: '매월 정기 결제로 멤버십 포함 강의를 기간 제한 없이 수강하세요.',
    en: 'One monthly payment opens every membership course for as long as you stay a member.',
    ja: '月額のお支払いで、メンバーシップ対象の講座を会員期間中すべて受講できます。',
  },
  benefits: [
    {
      ko: '멤버십 포함 강의 무제한 수강',
      en: 'Unlimited viewing of all membership courses',
      ja: 'メンバーシップ対象講座が見放題',
    },
    {
      ko: '새로 추가되는 멤버십 강의 자동 포함',
      en: 'New membership courses included as they are added',
      ja: '新しく追加されるメンバーシップ講座も自動で対象',
    },
    {
      ko: '언제든 해지 가능, 결제한 기간 끝까지 이용',
      en: 'Cancel any time and keep access to the end of the paid month',
      ja: 'いつでも解約でき、お支払い済みの期間末まで利用可能',
    },
  ],
};

export async function planSettings(db: Executor): Promise<MembershipPlanSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PLAN_SETTINGS_KEY));
  const parsed = membershipPlanSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_PLAN;
}

/** PUT /api/Membership/Plan (admin): the price applies from the next charge on. */
export async function savePlanSettings(
  ctx: AppContext,
  admin: SessionUser,
  input: MembershipPlanSettings,
): Promise<MembershipPlanSettings> {
  await adminTransaction(ctx, admin, async (tx) => {
    const before = await planSettings(tx);
    await tx
      .insert(settings)
      .values({ key: PLAN_SETTINGS_KEY, value: input, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: settings.key, set: { value: input, updatedAt: ctx.now() } });
    const target = { type: 'membershipPlan', id: PLAN_SETTINGS_KEY } as const;
    await recordChange(tx, admin, 'membershipPlan.update', target, before, input);
  });
  return input;
}

/** GET /api/Membership/Plan: the plan and the published courses it includes. */
export async function getPlan(ctx: AppContext, locale: Locale): Promise<MembershipPlan> {
  const plan = await planSettings(ctx.db);
  const rows = await ctx.db
    .select({ row: contents, ...cardFigures })
    .from(contents)
    .leftJoin(reviewStats, ratedCourse)
    .where(
      and(
        eq(contents.conttype, 'course'),
        eq(contents.isPublished, true),
        eq(contents.membershipIncluded, true),
      ),
    )
    .orderBy(desc(contents.publishedAt), desc(contents.id));
  return {
    name: pickLocalized(plan.name, locale),
    description: pickLocalized(plan.description, locale),
    price: plan.price,
    benefits: plan.benefits.map((benefit) => pickLocalized(benefit, locale)),
    courses: rows.map(({ row, ...figures }) => toCourseCard(row, figures, locale)),
  };
}
