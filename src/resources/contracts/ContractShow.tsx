import Chip from '@mui/material/Chip';
import { Link, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { ContractRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { DetailCell, DetailsCard, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { resourcePaths } from '../resourcePaths';
import { amountFormat, contractEnumFields } from './contractFields';
import { customerNameText } from '../customerName';

function ContractPage() {
  const translate = useTranslate();
  const contract = useRecordContext<ContractRecord>();
  usePageTitle(contract?.contract_number ?? 'resources.contracts.name', { smart_count: 1 });
  if (!contract) return null;
  return (
    <>
      <RecordHeader
        title={contract.contract_number}
        subtitle={customerNameText(contract.customer_name, translate)}
        status={
          <Chip
            size="small"
            color={contract.signed ? 'success' : 'warning'}
            label={translate(contract.signed ? 'resources.contracts.signed' : 'resources.contracts.unsigned')}
          />
        }
        actions={
          <EditAction to={resourcePaths.contracts.editPath(contract.id)} />
        }
      />
      <DetailsCard>
        <DetailCell>
          <Link to={resourcePaths.projects.showPath(contract.project)} label="resources.contracts.fields.project">
            {translate('resources.contracts.open_project')}
          </Link>
        </DetailCell>
        <DetailCell>
          <Link to={resourcePaths.customers.showPath(contract.customer)} label="resources.contracts.fields.customer_name">
            {customerNameText(contract.customer_name, translate)}
          </Link>
        </DetailCell>
        <DetailCell>
          <EnumField source="type" enumName={contractEnumFields.type} />
        </DetailCell>
        <DetailCell>
          <NumberField source="amount" options={amountFormat} />
        </DetailCell>
        <DetailCell>
          <EnumField source="location" enumName={contractEnumFields.location} />
        </DetailCell>
        <DetailCell>
          <TextField source="representative" />
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="effective_date" />
        </DetailCell>
        <DetailCell>
          <LocaleDateField source="signed_date" />
        </DetailCell>
        <LongTextCell source="note" />
        <RecordStampCells />
      </DetailsCard>
    </>
  );
}

/** /pm/contract (here /pm/contract/{id}; docs/product.md#screens-and-routes): one contract, with its project and customer. */
export default function ContractShow() {
  return (
    <RecordShow<ContractRecord> listPath={resourcePaths.contracts.list}>
      <ContractPage />
    </RecordShow>
  );
}
