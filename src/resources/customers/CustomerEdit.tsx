import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  Edit,
  Link,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import type { CustomerRecord } from '../../dataProvider';
import { isApiError, useNotifyFailure } from '../../http';
import { usePageTitle } from '../../root/usePageTitle';
import { CustomerInputs } from './CustomerInputs';
import { customerRoutes, customerShowPath } from './customerPaths';
import { customerEditSchema } from './customerSchemas';

function CustomerEditActions() {
  const customer = useRecordContext<CustomerRecord>();
  return (
    <TopToolbar>
      {customer && (
        <Button component={Link} to={customerShowPath(customer.id)} label="ra.action.show">
          <VisibilityIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function CustomerEditTitle() {
  const customer = useRecordContext<CustomerRecord>();
  const name = customer ? customerFullName(customer) : '';
  usePageTitle(name || 'resources.customers.name', { smart_count: 1 });
  return <>{name}</>;
}

/** Customers are never deleted from the back office, so the form saves and nothing else. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Edits a customer. Saving waits for the server (pessimistic) so a 409 — someone else saved the customer
 * since it was loaded — is told before anything looks saved.
 */
export default function CustomerEdit() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit<CustomerRecord>
      mutationMode="pessimistic"
      redirect={(_resource?: string, id?: Identifier) => (id === undefined ? customerRoutes.list : customerShowPath(id))}
      actions={<CustomerEditActions />}
      title={<CustomerEditTitle />}
      mutationOptions={{
        onError: (error) =>
          isApiError(error, 409)
            ? notify('resources.customers.notifications.conflict', { type: 'warning', autoHideDuration: 15_000 })
            : notifyFailure(error),
      }}
    >
      <SimpleForm resolver={zodResolver(customerEditSchema)} toolbar={<SaveOnlyToolbar />}>
        <CustomerInputs />
      </SimpleForm>
    </Edit>
  );
}
