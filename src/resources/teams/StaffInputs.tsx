import { AutocompleteArrayInput, SelectInput, useGetIdentity, useRecordContext } from 'react-admin';
import { useTeams } from './useTeams';

interface StaffChoice {
  id: string;
  name: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value] : []).map(String);

/**
 * The staff a project, task or team can name. No list of staff is readable in the PM area, so the choices are
 * the signed-in staff member, every team's members, and whoever the record already names.
 */
function useStaffChoices(source: string, namesSource: string) {
  const { identity } = useGetIdentity();
  const { data: teams, isPending } = useTeams();
  const record = useRecordContext();
  const names = new Map<string, string>();
  const add = (ids: string[], idNames: string[]) =>
    ids.forEach((id, index) => {
      if (!names.has(id)) names.set(id, idNames[index] || id);
    });
  if (identity) add([String(identity.id)], [identity.fullName ?? '']);
  if (record) add(asList(record[source]), asList(record[namesSource]));
  for (const team of teams ?? []) add(team.members, team.member_names);
  const choices: StaffChoice[] = [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
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
