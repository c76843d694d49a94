import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditEventRecord } from '../../dataProvider';
import { enumLabelKey, type EnumName } from '../enumLabels';
import { useListText } from '../listText';

/** How the values of a change are labelled: roles and tags by their names, the active flag as yes or no. */
const changedValues: Partial<Record<AuditEventRecord['action'], EnumName>> = {
  roles_changed: 'staffRoles',
  permissions_changed: 'permissionTags',
};

/** What an entry's `detail` says, in the interface's language: "Visitor → Employee", why a sign-in failed, what was refused. */
export function useAuditDetailText() {
  const translate = useTranslate();
  const listText = useListText();
  return useCallback(
    ({ action, detail }: Pick<AuditEventRecord, 'action' | 'detail'>): string => {
      if (!detail) return '';
      const enumName = changedValues[action];
      const value = (shown: unknown): string => {
        if (typeof shown === 'boolean') return translate(shown ? 'ra.boolean.true' : 'ra.boolean.false');
        if (Array.isArray(shown)) return shown.length ? listText(shown.map(value)) : '—';
        return enumName ? translate(enumLabelKey(enumName, String(shown)), { _: String(shown) }) : String(shown);
      };
      if ('from' in detail || 'to' in detail) return `${value(detail.from)} → ${value(detail.to)}`;
      if (typeof detail.reason === 'string') return translate(`resources.audit.reasons.${detail.reason}`, { _: detail.reason });
      if (typeof detail.refusal === 'string') return translate(`resources.audit.refusals.${detail.refusal}`, { _: detail.refusal });
      if (typeof detail.url === 'string') return `${String(detail.method ?? '')} ${detail.url}`.trim();
      return '';
    },
    [translate, listText],
  );
}
