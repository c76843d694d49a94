import { AutocompleteInput, DateInput, FilterButton, ReferenceInput, ResourceContextProvider, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { useMemo } from 'react';
import { auditActions } from '../../../domain/audit';
import { auditLog } from '../../../domain/resources';
import { zonedDay, zonedDayStart } from '../../../domain/schedule';
import type { AuditEventRecord, RegisteredUserRecord } from '../../dataProvider';
import { RecordList } from '../../resources/RecordList';
import { accountName } from '../../resources/accountName';
import { AuditEventTable } from '../../resources/users/AuditEventTable';
import { useAuditDetailText } from '../../resources/users/auditText';
import { useBusinessTime } from '../../support/businessTime';
import { PhoneList } from '../../resources/PhoneList';

const actionChoices = auditActions.map((action) => ({ id: action, name: `resources.audit.actions.${action}` }));

/**
 * The filters; a day is chosen on the business's clock (docs/client.md#one-clock) and sent as the moment it starts or
 * ends there.
 */
const auditFilters = (timeZone: string) => {
  const dayStart = (day: string) => (day ? zonedDayStart(day, timeZone).toISOString() : day);
  const dayEnd = (day: string) => (day ? new Date(zonedDayStart(nextDay(day), timeZone).getTime() - 1).toISOString() : day);
  const dayOf = (moment?: string) => (moment && !Number.isNaN(Date.parse(moment)) ? zonedDay(new Date(moment), timeZone) : '');
  return [
    <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
    <ReferenceInput key="account" source="account" reference="users" alwaysOn>
      <AutocompleteInput label="resources.audit.fields.account" optionText={(user: RegisteredUserRecord) => `${accountName(user)} (${user.username})`} />
    </ReferenceInput>,
    <DateInput key="at.gte" source="at.gte" label="resources.audit.filters.from" parse={dayStart} format={dayOf} alwaysOn />,
    <DateInput key="at.lte" source="at.lte" label="resources.audit.filters.to" parse={dayEnd} format={dayOf} alwaysOn />,
  ];
};

/** The calendar day after `day` (`YYYY-MM-DD`). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function AuditLog() {
  const translate = useTranslate();
  const detailText = useAuditDetailText();
  const { timeZone, moment } = useBusinessTime();
  const filters = useMemo(() => auditFilters(timeZone), [timeZone]);
  return (
    <RecordList
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'at', order: 'DESC' }}
      exporter={false}
      table={<AuditEventTable sortable />}
      phoneList={
        <PhoneList<AuditEventRecord>
          primaryText={(event) => translate(`resources.audit.actions.${event.action}`, { _: event.action })}
          secondaryText={(event) => [event.actor_name ?? event.login, event.subject_name, detailText(event)].filter(Boolean).join(' · ')}
          tertiaryText={(event) => moment(event.at)}
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
