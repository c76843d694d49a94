import { BooleanField, DataTable, NumberField, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { ContractRecord } from '../../dataProvider';
import { EnumField } from '../EnumField';
import { resourcePaths } from '../resourcePaths';
import { amountFormat, contractEnumFields } from './contractFields';
import { useBulkDelete } from '../DeleteActions';
import { customerNameText } from '../customerName';

const Column = DataTable.Col<ContractRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Contracts in a table, in a list context (the contract list, or a project's contracts); `withCustomer` adds the
 * customer's name, which a project's own page does not need.
 */
export function ContractTable({ withCustomer = false }: { withCustomer?: boolean }) {
  const bulkDelete = useBulkDelete();
  const translate = useTranslate();
  return (
    <DataTable<ContractRecord> rowClick={resourcePaths.contracts.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="contract_number" cellSx={noWrap} />
      {withCustomer && <Column source="customer_name" disableSort render={(contract) => customerNameText(contract.customer_name, translate)} cellSx={noWrap} />}
      <Column source="type" cellSx={noWrap} render={() => <EnumField source="type" enumName={contractEnumFields.type} />} />
      <Column source="amount" align="right" render={() => <NumberField source="amount" options={amountFormat} />} />
      <Column source="signed" disableSort render={() => <BooleanField source="signed" />} />
      <Column source="signed_date" field={LocaleDateField} cellSx={noWrap} />
      <Column source="effective_date" field={LocaleDateField} cellSx={noWrap} />
      <Column source="location" disableSort render={() => <EnumField source="location" enumName={contractEnumFields.location} />} />
      <Column source="representative" disableSort />
    </DataTable>
  );
}
