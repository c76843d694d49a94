import HistoryIcon from '@mui/icons-material/History';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router-dom';
import { BooleanField, Button, DataTable, FilterButton, NullableBooleanInput, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import type { RegisteredUserRecord } from '../../dataProvider';
import { auditLogPath } from '../../pages/audit/auditLogPath';
import { EnumField } from '../EnumField';
import { enumChoices, enumLabelKey } from '../enumLabels';
import { LocaleDateField } from '../LocaleDateField';
import { RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { accountName } from '../accountName';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<RegisteredUserRecord>;

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="roles" source="roles" choices={enumChoices('staffRoles')} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

/** An account that cannot sign in says so beside its name. */
function NameCell({ user }: { user: RegisteredUserRecord }) {
  const translate = useTranslate();
  return (
    <>
      {accountName(user)}
      {!user.active && <Chip size="small" label={translate('resources.users.active_no')} sx={{ ml: 1 }} />}
    </>
  );
}

/** /admin/users (docs/product.md#screens-and-routes): every account with its roles, whether it may sign in, when it did last. */
export default function UserList() {
  const translate = useTranslate();
  return (
    <RecordList
      filters={userFilters}
      actions={
        <TopToolbar>
          <FilterButton />
          <Button component={Link} to={auditLogPath} label="resources.audit.action.open">
            <HistoryIcon />
          </Button>
        </TopToolbar>
      }
      exporter={false}
      table={
        <DataTable<RegisteredUserRecord> rowClick={resourcePaths.users.showPath} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
          <Column source="username" />
          <Column source="display_name" render={(user) => <NameCell user={user} />} />
          <Column source="email" />
          <Column source="roles" disableSort render={() => <EnumField source="roles" enumName="staffRoles" />} />
          <Column source="active" disableSort field={BooleanField} />
          <Column source="created_at" field={LocaleDateField} />
          <Column source="last_sign_in_at" disableSort render={(user) => <LocaleDateField source="last_sign_in_at" record={user} showTime emptyText={translate('resources.users.never')} />} />
        </DataTable>
      }
      phoneList={
        <PhoneList<RegisteredUserRecord>
          rowPath={resourcePaths.users.showPath}
          primaryText={(user) => accountName(user)}
          secondaryText={(user) => user.username}
          tertiaryText={(user) => user.roles.map((role) => translate(enumLabelKey('staffRoles', role))).join(' / ')}
        />
      }
    />
  );
}
