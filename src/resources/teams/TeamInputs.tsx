import Grid from '@mui/material/Grid';
import { TextInput } from 'react-admin';
import { StaffArrayInput, StaffSelectInput } from './StaffInputs';

/** The team's editable fields, shared by the creation dialog and the edit page; the leader is one of the members. */
export function TeamInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" isRequired autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="alias" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <StaffArrayInput source="members" namesSource="member_names" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StaffSelectInput source="leader" namesSource="leader_name" />
      </Grid>
    </Grid>
  );
}
