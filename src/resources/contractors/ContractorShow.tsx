import Chip from '@mui/material/Chip';
import { EmailField, FunctionField, useRecordContext, useTranslate } from 'react-admin';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { enumLabelKey } from '../enumLabels';
import { LocaleDateField } from '../LocaleDateField';
import { DetailCell, DetailsCard, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells, TextCell } from '../RecordDetails';
import { resourcePaths } from '../resourcePaths';
import { contractorTypeEnum, type ContractorRecord } from './contractorFields';
import { ContractorRating } from './ContractorRating';

function ContractorPage() {
  const contractor = useRecordContext<ContractorRecord>();
  const translate = useTranslate();
  usePageTitle(contractor?.name ?? 'resources.contractors.name', { smart_count: 1 });
  if (!contractor) return null;
  return (
    <>
      <RecordHeader
        title={contractor.name}
        subtitle={[translate(enumLabelKey(contractorTypeEnum, contractor.type)), contractor.company].filter(Boolean).join(' · ')}
        status={
          <Chip
            size="small"
            color={contractor.active ? 'success' : 'default'}
            label={translate(contractor.active ? 'resources.contractors.active' : 'resources.contractors.inactive')}
          />
        }
        actions={<EditAction to={resourcePaths.contractors.editPath(contractor.id)} />}
      />
      <DetailsCard>
        <DetailCell>
          <EnumField source="type" enumName={contractorTypeEnum} />
        </DetailCell>
        <TextCell source="company" />
        <DetailCell>
          <FunctionField source="rating" render={() => <ContractorRating />} />
        </DetailCell>
        <TextCell source="phone" />
        <DetailCell>
          <EmailField source="email" />
        </DetailCell>
        <TextCell source="location" />
        <TextCell source="address" />
        <TextCell source="license_number" />
        <DetailCell>
          <LocaleDateField source="insurance_expiry" />
        </DetailCell>
        <LongTextCell source="note" />
        <RecordStampCells />
      </DetailsCard>
    </>
  );
}

/** /admin/contractor/{id} (docs/product.md#screens-and-routes): a contractor's trade, contacts, licence, insurance and rating. */
export default function ContractorShow() {
  return (
    <RecordShow<ContractorRecord> listPath={resourcePaths.contractors.list}>
      <ContractorPage />
    </RecordShow>
  );
}
