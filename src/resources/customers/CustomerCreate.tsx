import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { z } from 'zod';
import { CreateBase, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { customerCreateSchema, customerDefaults } from '../../../domain/customer';
import type { CustomerRecord } from '../../dataProvider';
import { failureNotice } from '../../http';
import { TitledNotice } from '../../root/TitledNotice';
import type { CreateViewProps } from '../resourceModule';
import { CustomerInputs } from './CustomerInputs';

type CustomerFormValues = z.input<typeof customerCreateSchema>;

// A fresh array each time: the form edits notification_methods in place.
const formDefaults = (): Partial<CustomerFormValues> => ({
  ...customerDefaults,
  notification_methods: [...customerDefaults.notification_methods],
});

/** The Create New Customer form (SPEC §5): validated by the domain schema, defaults from the domain. */
export default function CustomerCreate({ onCreated, onCancel }: CreateViewProps<CustomerRecord>) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <CreateBase<CustomerRecord>
      resource="customers"
      redirect={false}
      mutationOptions={{
        onSuccess: (customer) => {
          notify('resources.customers.notifications.created', { type: 'success', messageArgs: { smart_count: 1 } });
          onCreated(customer);
        },
        onError: (error) => {
          notify(<TitledNotice severity="error" title="validation.customer.creation_failed" text={failureNotice(error).message} />, {
            type: 'error',
          });
        },
      }}
    >
      {/* The domain schema checks the values and says why in the interface language; the browser stays quiet. */}
      <Form<CustomerFormValues> resolver={zodResolver(customerCreateSchema)} defaultValues={formDefaults()} noValidate>
        <DialogContent dividers>
          <CustomerInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="ra.action.create" alwaysEnable />
        </DialogActions>
      </Form>
    </CreateBase>
  );
}
