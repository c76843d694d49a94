import AddIcon from '@mui/icons-material/Add';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { Button, DataTable, FilterList, FilterListItem, Link, TextInput, useTranslate } from 'react-admin';
import { shortId } from '../../../domain/ids';
import { awaitingQuoteStatuses } from '../../../domain/quote';
import type { QuoteRecord } from '../../dataProvider';
import { useBulkDelete } from '../DeleteActions';
import { EnumFilter, FilterSidebar } from '../FilterSidebar';
import { LocaleDateField } from '../LocaleDateField';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { quoteEnumFields, quoteStatusLook, useCentsFormat } from './quoteFields';
import { PhoneList } from '../PhoneList';

const Column = DataTable.Col<QuoteRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

const quoteFilters = [<TextInput key="number" source="number" alwaysOn />];

function QuoteFilterSidebar() {
  return (
    <FilterSidebar>
      <FilterList label="resources.quotes.filters.answer" icon={<HourglassEmptyIcon />}>
        <FilterListItem label="resources.quotes.filters.awaiting" value={{ status: awaitingQuoteStatuses }} />
      </FilterList>
      <EnumFilter source="status" enumName={quoteEnumFields.status} icon={<LabelOutlinedIcon />} />
    </FilterSidebar>
  );
}

function QuoteTable() {
  const bulkDelete = useBulkDelete();
  const cents = useCentsFormat();
  return (
    // Headers on one line: Chinese labels would otherwise break after every character.
    <DataTable<QuoteRecord> rowClick={resourcePaths.quotes.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="number" cellSx={noWrap} />
      <Column source="version" disableSort />
      <Column source="customer_name" disableSort cellSx={noWrap} />
      <Column source="project" disableSort render={(quote) => `#${shortId(quote.project)}`} cellSx={noWrap} />
      <Column source="status" render={(quote) => <StatusChip value={quote.status} look={quoteStatusLook} />} />
      <Column source="total_cents" align="right" render={(quote) => cents(quote.total_cents)} cellSx={noWrap} />
      <Column source="valid_until" field={LocaleDateField} cellSx={noWrap} />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}

function QuotePhoneList() {
  const translate = useTranslate();
  const cents = useCentsFormat();
  return (
    <PhoneList<QuoteRecord>
      rowPath={resourcePaths.quotes.showPath}
      primaryText={(quote) => `${quote.number} · ${quote.customer_name ?? ''}`}
      secondaryText={(quote) => [translate('resources.quotes.version_number', { version: quote.version }), translate(quoteStatusLook.labelKey(quote.status))].join(' · ')}
      tertiaryText={(quote) => cents(quote.total_cents)}
    />
  );
}

/** The list's New button: the creation page, where the project is picked. */
function CreateQuoteButton() {
  return (
    <Button component={Link} to={resourcePaths.quotes.create} label="resources.quotes.action.create">
      <AddIcon />
    </Button>
  );
}

/** /pm/quotes (docs/product.md#screens-and-routes, docs/quotes.md): every version of every quote, newest first; a quote is created for its project. */
export default function QuoteList() {
  return (
    <RecordList
      filters={quoteFilters}
      aside={<QuoteFilterSidebar />}
      actions={
        <ListActions>
          <CreateQuoteButton />
        </ListActions>
      }
      table={<QuoteTable />}
      phoneList={<QuotePhoneList />}
    />
  );
}
