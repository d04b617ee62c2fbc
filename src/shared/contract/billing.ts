import { z } from 'zod';
import type { Locale } from '../constants';
import { PAYMENT_PROVIDERS } from './payment';

/** Saved cards (spec §7 Billing). Only the gateway's billing key and the masked number are kept. */

export const billingKeyParams = z.object({ billingkey: z.string().trim().min(1).max(200) });

export const billingIssueBody = z.object({
  authKey: z.string().trim().min(1).max(300),
  customerKey: z.string().trim().min(2).max(300),
});
export type BillingIssueBody = z.infer<typeof billingIssueBody>;

/** Where the web may send the member after registering a card (`/paymentMethod/:back?`). */
export const BILLING_BACK_ROUTES = ['subscription', 'membership'] as const;
export type BillingBack = (typeof BILLING_BACK_ROUTES)[number];

export const billingRegistrationQuery = z.object({ back: z.enum(BILLING_BACK_ROUTES).optional() });

/** What the web needs to open the gateway's card registration. */
export const billingRegistration = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Sandbox: the registration page to open. Null with Toss, whose SDK opens its own window. */
  registrationUrl: z.string().nullable(),
  /** Toss: the client key for the SDK's requestBillingAuth. */
  clientKey: z.string().nullable(),
  /** PortOne: the channel its SDK's requestIssueBillingKey opens; null for Toss. */
  channelKey: z.string().nullable(),
  customerKey: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  successUrl: z.string(),
  failUrl: z.string(),
});
export type BillingRegistration = z.infer<typeof billingRegistration>;

export const billingCard = z.object({
  billingkey: z.string(),
  /** The card company's name in the reader's language (or the gateway's own word for it). */
  cardCompany: z.string(),
  /** Masked as the gateway gives it, e.g. 43301234****000*. */
  cardNumber: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Set on the active card while a membership will renew with it: the next charge date. */
  renewsAt: z.iso.datetime().nullable(),
});
export type BillingCard = z.infer<typeof billingCard>;

/** Toss card issuer codes (https://docs.tosspayments.com/codes/org-codes#카드사-코드); the sandbox uses them too. */
const CARD_COMPANIES: Record<string, Record<Locale, string>> = {
  '3K': { ko: '기업비씨', en: 'IBK BC Card', ja: '企業BCカード' },
  '46': { ko: '광주은행', en: 'Gwangju Bank', ja: '光州銀行' },
  '71': { ko: '롯데카드', en: 'Lotte Card', ja: 'ロッテカード' },
  '30': { ko: 'KDB산업은행', en: 'KDB Bank', ja: 'KDB産業銀行' },
  '31': { ko: 'BC카드', en: 'BC Card', ja: 'BCカード' },
  '51': { ko: '삼성카드', en: 'Samsung Card', ja: 'サムスンカード' },
  '38': { ko: '새마을금고', en: 'MG Saemaeul Geumgo', ja: 'セマウル金庫' },
  '41': { ko: '신한카드', en: 'Shinhan Card', ja: '新韓カード' },
  '62': { ko: '신협', en: 'Shinhyup', ja: '信協' },
  '36': { ko: '씨티카드', en: 'Citi Card', ja: 'シティカード' },
  '33': { ko: '우리BC카드', en: 'Woori BC Card', ja: 'ウリBCカード' },
  W1: { ko: '우리카드', en: 'Woori Card', ja: 'ウリカード' },
  '37': { ko: '우체국예금보험', en: 'Korea Post', ja: '郵便局預金保険' },
  '39': { ko: '저축은행중앙회', en: 'Savings Bank', ja: '貯蓄銀行中央会' },
  '35': { ko: '전북은행', en: 'Jeonbuk Bank', ja: '全北銀行' },
  '42': { ko: '제주은행', en: 'Jeju Bank', ja: '済州銀行' },
  '15': { ko: '카카오뱅크', en: 'KakaoBank', ja: 'カカオバンク' },
  '3A': { ko: '케이뱅크', en: 'K bank', ja: 'Kバンク' },
  '24': { ko: '토스뱅크', en: 'Toss Bank', ja: 'トスバンク' },
  '21': { ko: '하나카드', en: 'Hana Card', ja: 'ハナカード' },
  '61': { ko: '현대카드', en: 'Hyundai Card', ja: '現代カード' },
  '11': { ko: 'KB국민카드', en: 'KB Kookmin Card', ja: 'KB国民カード' },
  '91': { ko: 'NH농협카드', en: 'NH NongHyup Card', ja: 'NH農協カード' },
  '34': { ko: 'Sh수협은행', en: 'Sh Suhyup Bank', ja: 'Sh水協銀行' },
  '6D': { ko: '다이너스 클럽', en: 'Diners Club', ja: 'ダイナースクラブ' },
  '4M': { ko: '마스터카드', en: 'Mastercard', ja: 'マスターカード' },
  '3C': { ko: '유니온페이', en: 'UnionPay', ja: '銀聯' },
  '7A': { ko: '아메리칸 익스프레스', en: 'American Express', ja: 'アメリカン・エキスプレス' },
  '4J': { ko: 'JCB', en: 'JCB', ja: 'JCB' },
  '4V': { ko: 'VISA', en: 'VISA', ja: 'VISA' },
};

export function cardCompanyName(code: string, locale: Locale): string {
  return CARD_COMPANIES[code]?.[locale] ?? code;
}
