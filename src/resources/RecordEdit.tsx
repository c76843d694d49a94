import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  Button,
  Edit,
  Link,
  type EditProps,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { isApiError, useNotifyFailure } from '../http';
import { usePageTitle } from '../root/usePageTitle';

export interface RecordEditProps<RecordType extends RaRecord> {
  /** The domain's rules for the whole record, the ones its creation form checks. */
  schema: ZodType<FieldValues, FieldValues>;
  showPath: (id: Identifier) => string;
  listPath: string;
  title: (record: RecordType) => string;
  /** What is saved of the form's values, when it is not all of them as they are (react-admin's `transform`). */
  transform?: EditProps<RecordType>['transform'];
  children: ReactNode;
}

function ShowAction({ showPath }: { showPath: (id: Identifier) => string }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      {record && (
        <Button component={Link} to={showPath(record.id)} label="ra.action.show">
          <VisibilityIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function EditTitle<RecordType extends RaRecord>({ title }: { title: (record: RecordType) => string }) {
  const resource = useResourceContext();
  const record = useRecordContext<RecordType>();
  const text = record ? title(record) : '';
  usePageTitle(text || `resources.${resource}.name`, { smart_count: 1 });
  return <>{text}</>;
}

/** Records are never deleted from the back office, so the form saves and nothing else. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * A record's edit page. Saving waits for the server (pessimistic) so a 409 — someone else saved the record since
 * it was loaded — is told before anything looks saved; the server's field messages land under their inputs.
 */
export function RecordEdit<RecordType extends RaRecord>({ schema, showPath, listPath, title, transform, children }: RecordEditProps<RecordType>) {
  const resource = useResourceContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit<RecordType>
      mutationMode="pessimistic"
      redirect={(_resource?: string, id?: Identifier) => (id === undefined ? listPath : showPath(id))}
      actions={<ShowAction showPath={showPath} />}
      title={<EditTitle title={title} />}
      transform={transform}
      mutationOptions={{
        onError: (error) =>
          isApiError(error, 409)
            ? notify(`resources.${resource}.notifications.conflict`, { type: 'warning', autoHideDuration: 15_000 })
            : notifyFailure(error),
      }}
    >
      <SimpleForm resolver={zodResolver(schema)} toolbar={<SaveOnlyToolbar />} noValidate>
        {children}
      </SimpleForm>
    </Edit>
  );
}
