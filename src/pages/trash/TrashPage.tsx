import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  ResourceContextProvider,
  SelectInput,
  TopToolbar,
  FilterButton,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { deletableResources, trashList } from '../../../domain/resources';
import type { AppDataProvider, TrashEntryRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { LocaleDateField } from '../../resources/LocaleDateField';
import { RecordList } from '../../resources/RecordList';
import { PhoneList } from '../../resources/PhoneList';

const Column = DataTable.Col<TrashEntryRecord>;

const resourceChoices = deletableResources.map((name) => ({ id: name, name: `resources.${name}.name` }));
const trashFilters = [<SelectInput key="resource" source="resource" choices={resourceChoices} translateChoice alwaysOn />];

/** Puts one deleted record back where it was; a 409 says what must come back first. */
function RestoreButton({ entry }: { entry: TrashEntryRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.restore(entry.resource, entry.record_id),
    onSuccess: () => {
      notify('resources.trash.notifications.restored', { type: 'success', messageArgs: { label: entry.label } });
      refresh();
    },
    onError: notifyFailure,
  });
  return (
    <Button
      label="resources.trash.action.restore"
      aria-label={translate('resources.trash.action.restore_record', { label: entry.label })}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate();
      }}
    >
      <RestoreFromTrashIcon />
    </Button>
  );
}

function TrashList() {
  const translate = useTranslate();
  const kindOf = (entry: TrashEntryRecord) => translate(`resources.${entry.resource}.name`, { smart_count: 1, _: entry.resource });
  return (
    <RecordList
      filters={trashFilters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'deleted_at', order: 'DESC' }}
      exporter={false}
      table={
        <DataTable<TrashEntryRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
          <Column source="label" disableSort />
          <Column source="resource" disableSort render={kindOf} />
          <Column source="deleted_by_name" disableSort />
          <Column source="deleted_at" disableSort render={(entry) => <LocaleDateField source="deleted_at" record={entry} showTime />} />
          <Column source="merged_into" disableSort render={(entry) => (entry.merged_into ? translate('resources.trash.merged') : '')} />
          <Column label="" disableSort render={(entry) => <RestoreButton entry={entry} />} />
        </DataTable>
      }
      phoneList={
        <PhoneList<TrashEntryRecord>
          primaryText={(entry) => entry.label}
          secondaryText={(entry) => [kindOf(entry), entry.deleted_by_name].filter(Boolean).join(' · ')}
          tertiaryText={(entry) => <RestoreButton entry={entry} />}
        />
      }
    />
  );
}

/** Every deleted record, newest first, with who deleted it and when, and Restore (docs/product.md#deleting-and-restoring). */
export default function TrashPage() {
  return (
    <ResourceContextProvider value={trashList.name}>
      <TrashList />
    </ResourceContextProvider>
  );
}
