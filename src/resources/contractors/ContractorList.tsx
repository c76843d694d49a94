import EventBusyIcon from '@mui/icons-material/EventBusy';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { BooleanField, DataTable, FilterList, FilterListItem, SearchInput, useTranslate } from 'react-admin';
import { contractorRating } from '../../../domain/contractor';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { EnumField } from '../EnumField';
import { enumLabelKey } from '../enumLabels';
import { BooleanFilter, EnumFilter, FilterSidebar } from '../FilterSidebar';
import { LocaleDateField } from '../LocaleDateField';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { contractorTypeEnum, type ContractorRecord } from './contractorFields';
import { ContractorRating } from './ContractorRating';
import { useBulkDelete } from '../DeleteActions';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<ContractorRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

const contractorFilters = [<SearchInput key="name" source="name" alwaysOn />];

/** A calendar day `days` from today in the reader's time zone, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

/** Insurance ending between today and 30 days from now: the contractors to ask for a new certificate. */
const insuranceExpiringSoon = () => ({ insurance_expiry: { gte: dayFromToday(0), lte: dayFromToday(30) } });

function ContractorFilterSidebar() {
  const ratings = Array.from({ length: contractorRating.max - contractorRating.min + 1 }, (_, index) => contractorRating.max - index);
  return (
    <FilterSidebar>
      <FilterList label="resources.contractors.filters.insurance" icon={<EventBusyIcon />}>
        <FilterListItem label="resources.contractors.filters.insurance_expiring" value={insuranceExpiringSoon()} />
      </FilterList>
      <BooleanFilter source="active" />
      <FilterList label="resources.contractors.fields.rating" icon={<StarOutlineIcon />}>
        {ratings.map((rating) => (
          <FilterListItem key={rating} label={'★'.repeat(rating)} value={{ rating }} />
        ))}
      </FilterList>
      <EnumFilter source="type" enumName={contractorTypeEnum} icon={<HandymanOutlinedIcon />} />
    </FilterSidebar>
  );
}

function ContractorTable() {
  const bulkDelete = useBulkDelete();
  return (
    // Headers on one line: Chinese labels would otherwise break after every character.
    <DataTable<ContractorRecord> rowClick={resourcePaths.contractors.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="name" cellSx={noWrap} />
      <Column source="company" />
      <Column source="type" render={() => <EnumField source="type" enumName={contractorTypeEnum} />} />
      <Column source="phone" disableSort cellSx={noWrap} />
      <Column source="email" disableSort />
      <Column source="location" />
      <Column source="rating" render={() => <ContractorRating />} />
      <Column source="insurance_expiry" field={LocaleDateField} cellSx={noWrap} />
      <Column source="active" disableSort render={() => <BooleanField source="active" />} />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}

function ContractorPhoneList() {
  const translate = useTranslate();
  return (
    <PhoneList<ContractorRecord>
      rowPath={resourcePaths.contractors.showPath}
      primaryText={(contractor) => contractor.name}
      secondaryText={(contractor) => [translate(enumLabelKey(contractorTypeEnum, contractor.type)), contractor.phone].join(' · ')}
      tertiaryText={(contractor) => contractor.company ?? ''}
    />
  );
}

/** /admin/contractors (docs/product.md#screens-and-routes): newest first, filters by trade, active, rating and insurance expiring, CSV export. */
export default function ContractorList() {
  return (
    <RecordList
      filters={contractorFilters}
      aside={<ContractorFilterSidebar />}
      actions={
        <ListActions>
          <CreateOverlayButton resource="contractors" />
        </ListActions>
      }
      // The New contractor button stays on an empty list: the first contractor starts there.
      empty={false}
      table={<ContractorTable />}
      phoneList={<ContractorPhoneList />}
    />
  );
}
