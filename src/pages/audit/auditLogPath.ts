/** The audit log's screen (docs/product.md#audit-log), superadmins'; the registered users' list and each account's page link here. */
export const auditLogPath = '/admin/audit';

/** The audit log filtered to what an account did or had done to it. */
export const accountAuditPath = (accountId: string) => `${auditLogPath}?${new URLSearchParams({ filter: JSON.stringify({ account: accountId }) })}`;
