import { AUDIT_TARGET_TYPES, type AuditItem, type AuditTargetType } from '@shared/contract/admin';
import type { TFunction } from 'i18next';

const isTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

/**
 * `notice.update` reads "Notice · Updated" in the viewer's language; an action without a known
 * kind (older entries, a write not yet moved to recordChange) is shown as recorded.
 */
export function actionLabel(t: TFunction, action: string): string {
  const [type = '', verb] = action.split('.');
  if (!verb || !isTargetType(type)) return action;
  return `${t(`admin.audit.types.${type}`)} · ${t(`admin.audit.verbs.${verb}`, { defaultValue: verb })}`;
}

export function targetLabel(t: TFunction, item: Pick<AuditItem, 'targetType' | 'target'>): string {
  if (!item.targetType || !isTargetType(item.targetType)) return item.target;
  return item.target === '*'
    ? t(`admin.audit.types.${item.targetType}`)
    : `${t(`admin.audit.types.${item.targetType}`)} #${item.target}`;
}
