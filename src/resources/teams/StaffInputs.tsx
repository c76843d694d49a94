import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider, StaffMemberRecord } from '../../dataProvider';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value] : []).map(String);

/**
 * The staff a project, task or team can name: every active staff account, plus whoever the record already names
 * (someone since made inactive stays shown by name rather than as a bare id).
 */
function useStaffChoices(source: string, namesSource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: staff, isPending } = useQuery({ queryKey: ['staff', 'all'], queryFn: () => dataProvider.getStaff(), staleTime: 60_000 });
  const record = useRecordContext();
  const names = new Map((staff ?? []).map(({ id, name }) => [id, name]));
  if (record) {
    const idNames = asList(record[namesSource]);
    asList(record[source]).forEach((id, index) => {
      if (!names.has(id)) names.set(id, idNames[index] || id);
    });
  }
  const choices: StaffMemberRecord[] = [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { choices, isPending };
}

export interface StaffInputProps {
  source: string;
  /** The record's field holding the names of the staff in `source` (the API sends both). */
  namesSource: string;
  isRequired?: boolean;
}

/** One staff member picked by name (a specialist, a team leader); the field holds the id. */
export function StaffSelectInput({ source, namesSource, isRequired }: StaffInputProps) {
  const { choices, isPending } = useStaffChoices(source, namesSource);
  return <SelectInput source={source} choices={choices} isPending={isPending} isRequired={isRequired} emptyText="" />;
}

/** Several staff members (a task's participants, a team's members). */
export function StaffArrayInput({ source, namesSource, isRequired }: StaffInputProps) {
  const { choices, isPending } = useStaffChoices(source, namesSource);
  return <AutocompleteArrayInput source={source} choices={choices} isPending={isPending} isRequired={isRequired} />;
}
