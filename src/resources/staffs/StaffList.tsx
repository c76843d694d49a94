import ApartmentIcon from '@mui/icons-material/Apartment';
import SecurityIcon from '@mui/icons-material/Security';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { DataTable, SearchInput, useCanAccess, useTranslate } from 'react-admin';
import { staffAccountRoles } from '../../../domain/staff';
import type { StaffRecord } from '../../dataProvider';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { EnumField } from '../EnumField';
import { enumLabelKey } from '../enumLabels';
import { BooleanFilter, EnumFilter, FilterSidebar } from '../FilterSidebar';
import { LocaleDateField } from '../LocaleDateField';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { staffEnumFields } from './staffFields';
import { accountName } from '../accountName';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<StaffRecord>;

// Labels on one line: Chinese ones would otherwise break after every character.
const noWrap = () => ({ whiteSpace: 'nowrap' });

// One box finds a staff member by any of their names, username or e-mail, as on the registered users' list.
const staffFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** The staff list's filters: one click per active flag, role, department or job title. */
function StaffFilterSidebar() {
  return (
    <FilterSidebar>
      <BooleanFilter source="active" />
      <EnumFilter source="roles" enumName={staffEnumFields.roles} values={staffAccountRoles} icon={<SecurityIcon />} />
      <EnumFilter source="department" enumName={staffEnumFields.department} icon={<ApartmentIcon />} />
      <EnumFilter source="job_title" enumName={staffEnumFields.job_title} icon={<WorkOutlineIcon />} />
    </FilterSidebar>
  );
}

/** Create New Staff, for those who may write staff (admins). */
function StaffListActions() {
  const { canAccess } = useCanAccess({ resource: 'staffs', action: 'create' });
  return (
    <ListActions>
      {canAccess && (
        <CreateOverlayButton resource="staffs" />
      )}
    </ListActions>
  );
}

function ActiveCell({ active }: { active: boolean }) {
  const translate = useTranslate();
  return <>{translate(active ? 'resources.staffs.active_yes' : 'resources.staffs.active_no')}</>;
}

function StaffTable() {
  return (
    <DataTable<StaffRecord> rowClick={resourcePaths.staffs.showPath} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="display_name" />
      <Column source="username" />
      <Column source="email" />
      <Column source="phone" disableSort />
      <Column source="department" cellSx={noWrap} render={() => <EnumField source="department" enumName={staffEnumFields.department} />} />
      <Column source="job_title" cellSx={noWrap} render={() => <EnumField source="job_title" enumName={staffEnumFields.job_title} />} />
      <Column source="roles" cellSx={noWrap} disableSort render={() => <EnumField source="roles" enumName={staffEnumFields.roles} />} />
      <Column source="active" render={(staff) => <ActiveCell active={staff.active} />} />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}

/** /system/staffs (docs/product.md#screens-and-routes): every staff account, filtered by department, job title, role and active; CSV export. */
export default function StaffList() {
  const translate = useTranslate();
  return (
    <RecordList
      filters={staffFilters}
      aside={<StaffFilterSidebar />}
      actions={<StaffListActions />}
      // The toolbar with its Create New Staff button stays on an empty filtered list.
      empty={false}
      table={<StaffTable />}
      phoneList={
        <PhoneList<StaffRecord>
          rowPath={resourcePaths.staffs.showPath}
          primaryText={accountName}
          secondaryText={(staff) => [staff.email, staff.job_title && translate(enumLabelKey(staffEnumFields.job_title, staff.job_title))].filter(Boolean).join(' · ')}
        />
      }
    />
  );
}
