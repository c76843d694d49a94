import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanField,
  EmailField,
  Labeled,
  Link,
  NumberField,
  ShowBase,
  TextField,
  Title,
  Button,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import { customerFullName } from '../../../domain/customer';
import { shortId } from '../../../domain/ids';
import type { AppDataProvider, CustomerRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { startProject } from '../../overlays/overlayStore';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { ProjectTable } from '../projects/ProjectTable';
import { RecordsCard } from '../RecordsCard';
import { CustomerAvatar } from './CustomerAvatar';
import { customerEnumFields } from './customerFields';
import customers from '.';
import { CustomerStatusChip } from './CustomerStatusChip';

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Grid container spacing={1}>
        {children}
      </Grid>
    </Box>
  );
}

/** A labelled field in the details grid; the label comes from the child's source. */
const Cell = ({ children }: { children: ReactElement }) => (
  <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
    <Labeled>{children}</Labeled>
  </Grid>
);

function CustomerHeader({ customer }: { customer: CustomerRecord }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <CustomerAvatar record={customer} size={64} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1">
              {customerFullName(customer)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[customer.organization, `${translate('resources.customers.fields.uid')} ${customer.uid}`, shortId(customer.id)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <CustomerStatusChip record={customer} />
          <Button component={Link} to={customers.paths.editPath(customer.id)} label="ra.action.edit">
            <EditIcon />
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The customer's projects (SPEC §3: a project belongs to a customer), and the button that starts one for them;
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

function CustomerDetails() {
  const customer = useRecordContext<CustomerRecord>();
  usePageTitle(customer ? customerFullName(customer) : 'resources.customers.name', { smart_count: 1 });
  if (!customer) return null;
  return (
    <>
      <Title title={customerFullName(customer)} />
      <CustomerHeader customer={customer} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent>
              <Section titleKey="resources.customers.sections.contact">
                <Cell>
                  <TextField source="phone" />
                </Cell>
                <Cell>
                  <TextField source="phone_extension" />
                </Cell>
                <Cell>
                  <TextField source="secondary_phone" />
                </Cell>
                <Cell>
                  <TextField source="secondary_phone_extension" />
                </Cell>
                <Cell>
                  <EmailField source="email" />
                </Cell>
                <Cell>
                  <TextField source="wechat" />
                </Cell>
                <Cell>
                  <BooleanField source="wechat_added" />
                </Cell>
                <Cell>
                  <EnumField source="notification_methods" enumName={customerEnumFields.notification_methods} />
                </Cell>
              </Section>
              <Section titleKey="resources.customers.sections.address">
                <Cell>
                  <TextField source="raw_address" />
                </Cell>
                <Cell>
                  <TextField source="location" />
                </Cell>
              </Section>
              <Section titleKey="resources.customers.sections.relationship">
                <Cell>
                  <EnumField source="gender" enumName={customerEnumFields.gender} />
                </Cell>
                <Cell>
                  <EnumField source="locale" enumName={customerEnumFields.locale} />
                </Cell>
                <Cell>
                  <EnumField source="source" enumName={customerEnumFields.source} />
                </Cell>
                <Cell>
                  <TextField source="referer" />
                </Cell>
                <Cell>
                  <BooleanField source="active" />
                </Cell>
                <Cell>
                  <NumberField source="projects" />
                </Cell>
                <Grid size={12}>
                  <Labeled>
                    <TextField source="note" sx={{ whiteSpace: 'pre-wrap' }} />
                  </Labeled>
                </Grid>
              </Section>
              <Section titleKey="resources.customers.sections.record">
                <Cell>
                  <TextField source="creator_name" />
                </Cell>
                <Cell>
                  <LocaleDateField source="created_at" showTime />
                </Cell>
                <Cell>
                  <LocaleDateField source="updated_at" showTime />
                </Cell>
              </Section>
            </CardContent>
          </Card>
          <CustomerProjects customer={customer} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <HistoryTimeline resource="customers" recordId={customer.id} enumFields={customerEnumFields} />
        </Grid>
      </Grid>
    </>
  );
}

/** SPEC §2.1 /crm/customer/{id}: every field of the customer and their history. */
export default function CustomerShow() {
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <ShowBase<CustomerRecord>
      queryOptions={{
        // A customer that cannot be read (gone, or not permitted): say why and go back to the list.
        onError: (error) => {
          notifyFailure(error);
          redirect(customers.paths.list);
        },
      }}
    >
      <CustomerDetails />
    </ShowBase>
  );
}
