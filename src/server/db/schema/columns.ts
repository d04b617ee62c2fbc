import type { LocalizedText } from '@shared/localized';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull().default({});
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
