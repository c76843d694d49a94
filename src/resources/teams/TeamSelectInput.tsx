import { SelectInput } from 'react-admin';
import { useTeams } from './useTeams';

/** A team picked by name; the field holds its id. */
export function TeamSelectInput({ source }: { source: string }) {
  const { data: teams, isPending } = useTeams();
  return <SelectInput source={source} choices={teams ?? []} optionText="name" isPending={isPending} emptyText="" />;
}
