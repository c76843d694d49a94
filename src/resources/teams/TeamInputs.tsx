import Grid from '@mui/material/Grid';
import { TextInput } from 'react-admin';
import { StaffArrayInput, StaffSelectInput } from './StaffInputs';
import { FormGrid, inputWidth } from '../FormGrid';

/** The team's editable fields, shared by the creation dialog and the edit page; the leader is one of the members. */
export function TeamInputs() {
  return (
    <FormGrid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" isRequired autoFocus />
      </Grid>
      <Grid size={inputWidth.third}>
        <TextInput source="alias" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <StaffArrayInput source="members" namesSource="member_names" />
      </Grid>
      <Grid size={inputWidth.third}>
        <StaffSelectInput source="leader" namesSource="leader_name" />
      </Grid>
    </FormGrid>
  );
}
