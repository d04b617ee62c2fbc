import type { Executor } from '../client';
import { contentsCredits } from '../schema/credits';

/** This year and the next, so the demo's approvals hold whenever the demo is started. */
function validity(now: Date) {
  const year = now.getUTCFullYear();
  return { validFrom: `${year}-01-01`, validTo: `${year + 1}-12-31` };
}

/** 사각턱 보톡스 심화 (the course with a test): 2 credits of the Korean Medical Association. */
export async function seedDemoCourseCredits(tx: Executor, contentsId: number, now: Date): Promise<void> {
  await tx.insert(contentsCredits).values({
    contentsId,
    creditTenths: 20,
    accreditingBody: '대한의사협회',
    approvalNumber: 'KMA-DEMO-0001',
    category: 'general',
    ...validity(now),
  });
}

/** The first session: a society's hours table, "from 2 h: 3, from 3 h: 4, from 4 h: 5; under 2 h: none". */
export async function seedDemoSessionCredits(tx: Executor, contentsId: number, now: Date): Promise<void> {
  await tx.insert(contentsCredits).values({
    contentsId,
    creditTenths: 50,
    accreditingBody: '대한피부과학회',
    approvalNumber: 'KDA-DEMO-0001',
    category: 'required',
    ...validity(now),
    hoursTable: [
      { fromMinutes: 120, creditTenths: 30 },
      { fromMinutes: 180, creditTenths: 40 },
      { fromMinutes: 240, creditTenths: 50 },
    ],
  });
}
