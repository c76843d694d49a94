import { BooleanInput, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { ContractRecord } from '../../dataProvider';
import { enumChoices, enumLabelKey } from '../enumLabels';
import { ListActions, RecordList } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { contractEnumFields } from './contractFields';
import { ContractTable } from './ContractTable';
import { customerNameText } from '../customerName';
import { PhoneList } from '../PhoneList';

const contractFilters = [
  <TextInput key="contract_number" source="contract_number" alwaysOn />,
  <SelectInput key="type" source="type" choices={enumChoices(contractEnumFields.type)} />,
  <SelectInput key="location" source="location" choices={enumChoices(contractEnumFields.location)} />,
  <BooleanInput key="signed" source="signed" />,
  <DateInput key="effective_date.gte" source="effective_date.gte" label="resources.contracts.filters.effective_from" />,
  <DateInput key="effective_date.lte" source="effective_date.lte" label="resources.contracts.filters.effective_to" />,
];

function ContractPhoneList() {
  const translate = useTranslate();
  return (
    <PhoneList<ContractRecord>
      rowPath={resourcePaths.contracts.showPath}
      primaryText={(contract) => `${contract.contract_number} · ${customerNameText(contract.customer_name, translate) ?? ''}`}
      secondaryText={(contract) => translate(enumLabelKey(contractEnumFields.type, contract.type))}
      tertiaryText={(contract) => (contract.signed ? translate('resources.contracts.fields.signed') : '')}
    />
  );
}

/** /pm/contracts (docs/product.md#screens-and-routes): every project's contracts, newest first; a contract is added from its project's page. */
export default function ContractList() {
  return (
    <RecordList
      filters={contractFilters}
      actions={<ListActions />}
      table={<ContractTable withCustomer />}
      phoneList={<ContractPhoneList />}
    />
  );
}
