import { customerCreateSchema, customerDefaults } from '../../../domain/customer';
import type { CustomerRecord } from '../../dataProvider';
import { OverlayCreateForm } from '../../overlays/OverlayCreateForm';
import type { CreateViewProps } from '../resourceModule';
import { CustomerInputs } from './CustomerInputs';

/** The Create New Customer form (docs/product.md#validation): validated by the domain schema, defaults from the domain. */
export default function CustomerCreate(props: CreateViewProps<CustomerRecord>) {
  return (
    <OverlayCreateForm
      {...props}
      container="dialog"
      resource="customers"
      schema={customerCreateSchema}
      // A fresh array each time: the form edits notification_methods in place.
      draft={() => ({ ...customerDefaults, notification_methods: [...customerDefaults.notification_methods] })}
      failureTitle="validation.customer.creation_failed"
    >
      <CustomerInputs />
    </OverlayCreateForm>
  );
}
