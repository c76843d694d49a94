import Grid from '@mui/material/Grid';
import AddIcon from '@mui/icons-material/Add';
import {
  BooleanField,
  Button,
  EmailField,
  NumberField,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { shortId } from '../../../domain/ids';
import type { AppDataProvider, CustomerRecord } from '../../dataProvider';
import { startProject } from '../../overlays/overlayStore';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { ProjectTable } from '../projects/ProjectTable';
import {
  DetailCell,
  DetailsCard,
  DetailsSection,
  EditAction,
  LinkCell,
  LongTextCell,
  mapsLink,
  RecordHeader,
  RecordShow,
  RecordStampCells,
  telephoneLink,
  TextCell,
} from '../RecordDetails';
import { RecordsCard } from '../RecordsCard';
import { CustomerProjectFiles } from '../projectFiles/CustomerProjectFiles';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { CustomerAvatar } from './CustomerAvatar';
import { CustomerConsentCard } from './CustomerConsentCard';
import { CustomerDuplicates } from './CustomerDuplicates';
import { CustomerPrivacyActions, shownCustomerName } from './CustomerPrivacyActions';
import { customerEnumFields, customerStatusLook } from './customerFields';

function CustomerHeader({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  return (
    <RecordHeader
      title={shownCustomerName(customer, translate)}
      subtitle={[customer.organization, `${translate('resources.customers.fields.uid')} ${customer.uid}`, shortId(customer.id)]
        .filter(Boolean)
        .join(' · ')}
      avatar={<CustomerAvatar record={customer} size={64} />}
      status={<StatusChip value={customer.status} look={customerStatusLook} />}
      actions={
        <>
          {/* An erased customer cannot be changed any more (docs/privacy.md#erasure). */}
          {!customer.erased_at && <EditAction to={resourcePaths.customers.editPath(customer.id)} />}
          <CustomerPrivacyActions customer={customer} />
        </>
      }
    />
  );
}

function CustomerDetails() {
  return (
    <DetailsCard>
      <DetailsSection titleKey="resources.customers.sections.contact">
        <LinkCell source="phone" href={telephoneLink} />
        <TextCell source="phone_extension" />
        <LinkCell source="secondary_phone" href={telephoneLink} />
        <TextCell source="secondary_phone_extension" />
        <DetailCell>
          <EmailField source="email" />
        </DetailCell>
        <TextCell source="wechat" />
        <DetailCell>
          <BooleanField source="wechat_added" />
        </DetailCell>
        <DetailCell>
          <EnumField source="notification_methods" enumName={customerEnumFields.notification_methods} />
        </DetailCell>
      </DetailsSection>
      <DetailsSection titleKey="resources.customers.sections.address">
        <LinkCell source="raw_address" href={mapsLink} />
        <TextCell source="location" />
      </DetailsSection>
      <DetailsSection titleKey="resources.customers.sections.relationship">
        <DetailCell>
          <EnumField source="gender" enumName={customerEnumFields.gender} />
        </DetailCell>
        <DetailCell>
          <EnumField source="locale" enumName={customerEnumFields.locale} />
        </DetailCell>
        <DetailCell>
          <EnumField source="source" enumName={customerEnumFields.source} />
        </DetailCell>
        <TextCell source="referer" />
        <DetailCell>
          <BooleanField source="active" />
        </DetailCell>
        <DetailCell>
          <NumberField source="projects" />
        </DetailCell>
        <LongTextCell source="note" />
      </DetailsSection>
      <DetailsSection titleKey="resources.customers.sections.record">
        <RecordStampCells />
      </DetailsSection>
    </DetailsCard>
  );
}

/**
 * The customer's projects (docs/product.md#projects: a project belongs to a customer), and the button that starts one for them;
 * shown to those who may read projects.
 */
function CustomerProjects({ customer }: { customer: CustomerRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canRead } = useCanAccess({ resource: 'projects', action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'projects', action: 'create' });
  if (!canRead) return null;
  return (
    <RecordsCard
      titleKey="resources.projects.of_customer"
      resource="projects"
      queryKey={['projects', 'customer', String(customer.id)]}
      load={() => dataProvider.getCustomerProjects(customer.id)}
      emptyKey="resources.projects.none_for_customer"
      action={
        canCreate && (
          <Button label="resources.projects.action.create" onClick={() => startProject(customer)}>
            <AddIcon />
          </Button>
        )
      }
    >
      <ProjectTable />
    </RecordsCard>
  );
}

function CustomerPage() {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  usePageTitle(customer ? shownCustomerName(customer, translate) : 'resources.customers.name', { smart_count: 1 });
  if (!customer) return null;
  return (
    <>
      <CustomerHeader customer={customer} />
      <CustomerDuplicates customer={customer} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CustomerDetails />
          <CustomerConsentCard customer={customer} />
          <CustomerProjects customer={customer} />
          <CustomerProjectFiles customer={customer} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <HistoryTimeline resource="customers" recordId={customer.id} enumFields={customerEnumFields} />
        </Grid>
      </Grid>
    </>
  );
}

/** /crm/customer/{id} (docs/product.md#screens-and-routes): every field of the customer, their marketing consent, their projects and their history. */
export default function CustomerShow() {
  return (
    <RecordShow<CustomerRecord> listPath={resourcePaths.customers.list}>
      <CustomerPage />
    </RecordShow>
  );
}
