import type { BuyerInfo } from '@shared/contract/payment';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/account';
import { buyerProfiles } from '../../db/schema/payment';
import type { SessionUser } from '../../domain/session-user';

/** The saved buyer details, created from the account on first use (with the member's customerKey). */
export async function buyerProfile(db: Executor, user: Pick<SessionUser, 'id' | 'name' | 'email'>) {
  const [existing] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, user.id));
  if (existing) return existing;
  const [account] = await db
    .select({ name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, user.id));
  await db
    .insert(buyerProfiles)
    .values({
      userId: user.id,
      name: account?.name ?? user.name,
      email: account?.email ?? user.email,
      phone: account?.mobile ?? null,
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, user.id));
  return created!;
}

export async function getBuyerInfo(ctx: AppContext, user: SessionUser): Promise<BuyerInfo> {
  const profile = await buyerProfile(ctx.db, user);
  return { name: profile.name, email: profile.email, phone: profile.phone ?? '' };
}

/** PUT /api/Payment/UpdateUserInfo */
export async function updateBuyerInfo(
  ctx: AppContext,
  user: SessionUser,
  input: BuyerInfo,
): Promise<BuyerInfo> {
  await buyerProfile(ctx.db, user);
  await ctx.db
    .update(buyerProfiles)
    .set({ name: input.name, email: input.email, phone: input.phone, updatedAt: ctx.now() })
    .where(eq(buyerProfiles.userId, user.id));
  return input;
}
