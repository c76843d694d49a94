import { DataTable, TextField, useTranslate } from 'react-admin';
import type { AuditEventRecord } from '../../dataProvider';
import { LocaleDateField } from '../LocaleDateField';
import { useAuditDetailText } from './auditText';

const Column = DataTable.Col<AuditEventRecord>;

/** The entries of the audit log in a list context: when, what, who, to whom, from where. */
export function AuditEventTable({ sortable = false }: { sortable?: boolean }) {
  const translate = useTranslate();
  const detailText = useAuditDetailText();
  return (
    <DataTable<AuditEventRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="at" disableSort={!sortable} render={(event) => <LocaleDateField source="at" record={event} showTime />} />
      <Column source="action" disableSort render={(event) => translate(`resources.audit.actions.${event.action}`, { _: event.action })} />
      <Column source="actor_name" disableSort render={(event) => event.actor_name ?? event.login ?? ''} />
      <Column source="subject_name" disableSort field={TextField} />
      <Column source="detail" disableSort render={detailText} />
      <Column source="address" disableSort field={TextField} />
      <Column source="user_agent" disableSort field={TextField} sx={{ maxWidth: 280, overflowWrap: 'anywhere' }} />
    </DataTable>
  );
}
