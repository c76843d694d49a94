import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Create, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { recipientGroupCreateSchema, recipientGroupDefaults } from '../../../domain/recipientGroup';
import type { RecipientGroupRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { usePageTitle } from '../../root/usePageTitle';
import type { CreateViewProps } from '../resourceModule';
import { RecipientGroupInputs } from './RecipientGroupInputs';

const defaultValues = { ...recipientGroupDefaults, filter: {} };

/** /marketing/recipients/create (docs/product.md#screens-and-routes): a new group, its preview updating while the filter is built. */
export default function RecipientGroupCreate({ onCreated, onCancel }: CreateViewProps<RecipientGroupRecord>) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  usePageTitle('resources.recipients.action.create');
  return (
    <Create<RecipientGroupRecord>
      title="resources.recipients.action.create"
      redirect={false}
      mutationOptions={{
        onSuccess: (record) => {
          notify('resources.recipients.notifications.created', { type: 'success' });
          onCreated(record);
        },
        onError: notifyFailure,
      }}
    >
      <SimpleForm
        resolver={zodResolver(recipientGroupCreateSchema)}
        defaultValues={defaultValues}
        noValidate
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton label="ra.action.create" alwaysEnable />
            {/* In the text's colour: the theme's would not read on the toolbar's grey. */}
            <Button label="ra.action.cancel" onClick={onCancel} color="inherit" />
          </Toolbar>
        }
      >
        <RecipientGroupInputs />
      </SimpleForm>
    </Create>
  );
}
