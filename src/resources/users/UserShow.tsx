import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import { useMutation } from '@tanstack/react-query';
import { BooleanField, Confirm, TextField, useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import type { AppDataProvider, AuditEventRecord, RegisteredUserRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { accountAuditPath } from '../../pages/audit/auditLogPath';
import { usePageTitle } from '../../root/usePageTitle';
import { AccessCells, ActiveChip } from '../AccountAccess';
import { LocaleDateField } from '../LocaleDateField';
import { DetailCell, DetailsCard, HeaderAction, RecordHeader, RecordShow } from '../RecordDetails';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { accountName } from '../accountName';
import { AuditEventTable } from './AuditEventTable';

/** How many of an account's latest entries its page shows; the audit log has the rest. */
const recentActivityCount = 20;

/** Signs the account out everywhere, once confirmed. */
function EndSessionsAction({ user }: { user: RegisteredUserRecord }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.endUserSessions(user.id),
    onSuccess: () => {
      notify('resources.users.notifications.sessions_ended', { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <HeaderAction labelKey="resources.users.action.end_sessions" icon={<LogoutIcon />} onClick={() => setConfirming(true)} />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.users.action.end_sessions"
        content="resources.users.end_sessions_confirm"
        translateOptions={{ name: accountName(user) }}
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The account's latest sign-ins and changes, from the audit log. */
function RecentActivity({ user }: { user: RegisteredUserRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <RecordsCard<AuditEventRecord>
      titleKey="resources.users.recent_activity"
      resource="audit"
      queryKey={['audit', 'account', user.id, user.updated_at]}
      load={async () =>
        (
          await dataProvider.getList<AuditEventRecord>('audit', {
            filter: { account: user.id },
            pagination: { page: 1, perPage: recentActivityCount },
            sort: { field: 'at', order: 'DESC' },
          })
        ).data
      }
      emptyKey="resources.users.no_activity"
      action={<HeaderAction labelKey="resources.audit.action.open" icon={<HistoryIcon />} to={accountAuditPath(String(user.id))} />}
    >
      <AuditEventTable />
    </RecordsCard>
  );
}

function UserPage() {
  const user = useRecordContext<RegisteredUserRecord>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  usePageTitle(user ? accountName(user) : 'resources.users.name', { smart_count: 1 });
  if (!user) return null;
  // Nobody changes their own standing (docs/product.md#staff): the server refuses, so the controls are left out.
  const isOwnAccount = identity?.id === user.id;
  return (
    <>
      <RecordHeader
        title={accountName(user)}
        subtitle={user.username}
        status={<ActiveChip active={user.active} />}
        actions={
          !isOwnAccount && (
            <>
              <HeaderAction labelKey="resources.users.action.grant" icon={<EditIcon />} to={resourcePaths.users.editPath(user.id)} />
              <EndSessionsAction user={user} />
            </>
          )
        }
      />
      <DetailsCard>
        <DetailCell>
          <TextField source="username" />
        </DetailCell>
        <DetailCell>
          <TextField source="name" />
        </DetailCell>
        <DetailCell>
          <TextField source="email" />
        </DetailCell>
        <DetailCell>
          <TextField source="phone" />
        </DetailCell>
        <AccessCells />
        <DetailCell>
          <BooleanField source="active" />
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="last_sign_in_at" showTime emptyText={translate('resources.users.never')} />
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="created_at" showTime />
        </DetailCell>
      </DetailsCard>
      <RecentActivity user={user} />
    </>
  );
}

/** /admin/user/{id} (docs/product.md#screens-and-routes): an account, what it may do, and what it did lately. */
export default function UserShow() {
  return (
    <RecordShow<RegisteredUserRecord> listPath={resourcePaths.users.list}>
      <UserPage />
    </RecordShow>
  );
}
