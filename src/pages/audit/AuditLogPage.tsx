import { AutocompleteInput, DateInput, FilterButton, ReferenceInput, ResourceContextProvider, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { auditActions } from '../../../domain/audit';
import { auditLog } from '../../../domain/resources';
import type { AuditEventRecord, RegisteredUserRecord } from '../../dataProvider';
import { RecordList } from '../../resources/RecordList';
import { accountName } from '../../resources/accountName';
import { AuditEventTable } from '../../resources/users/AuditEventTable';
import { useAuditDetailText } from '../../resources/users/auditText';

const actionChoices = auditActions.map((action) => ({ id: action, name: `resources.audit.actions.${action}` }));

/** A day chosen in the reader's time zone, sent as the moment it starts or ends there. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : day);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : day);
/** The day a moment falls on in the reader's time zone, for the date input. */
const localDay = (moment?: string) => {
  if (!moment) return '';
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? '' : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const auditFilters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <ReferenceInput key="account" source="account" reference="users" alwaysOn>
    <AutocompleteInput label="resources.audit.fields.account" optionText={(user: RegisteredUserRecord) => `${accountName(user)} (${user.username})`} />
  </ReferenceInput>,
  <DateInput key="at.gte" source="at.gte" label="resources.audit.filters.from" parse={dayStart} format={localDay} alwaysOn />,
  <DateInput key="at.lte" source="at.lte" label="resources.audit.filters.to" parse={dayEnd} format={localDay} alwaysOn />,
];

function AuditLog() {
  const translate = useTranslate();
  const detailText = useAuditDetailText();
  return (
    <RecordList
      filters={auditFilters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'at', order: 'DESC' }}
      exporter={false}
      table={<AuditEventTable sortable />}
      phoneList={
        <SimpleList<AuditEventRecord>
          linkType={false}
          primaryText={(event) => translate(`resources.audit.actions.${event.action}`, { _: event.action })}
          secondaryText={(event) => [event.actor_name ?? event.login, event.subject_name, detailText(event)].filter(Boolean).join(' · ')}
          tertiaryText={(event) => new Date(event.at).toLocaleString()}
        />
      }
    />
  );
}

/** The audit log, newest first, filtered by action, account and days (docs/product.md#audit-log). */
export default function AuditLogPage() {
  return (
    <ResourceContextProvider value={auditLog.name}>
      <AuditLog />
    </ResourceContextProvider>
  );
}
