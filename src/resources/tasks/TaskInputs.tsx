import Grid from '@mui/material/Grid';
import { BooleanInput, CheckboxGroupInput, DateInput, TextInput } from 'react-admin';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { StaffArrayInput } from '../teams/StaffInputs';

/** The task's editable fields (docs/product.md#tasks, #validation), shared by the New Task drawer and the edit page. */
export function TaskInputs() {
  return (
    <FormGrid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" isRequired autoFocus />
      </Grid>
      <Grid size={inputWidth.third}>
        <DateInput source="deadline" isRequired />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <StaffArrayInput source="participants" namesSource="participant_names" isRequired />
      </Grid>
      <Grid size={inputWidth.third} sx={{ display: 'flex', alignItems: 'center' }}>
        <BooleanInput source="urgent" helperText={false} />
      </Grid>
      <Grid size={12}>
        <CheckboxGroupInput source="types" isRequired choices={enumChoices('taskTypes')} />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" isRequired multiline minRows={3} />
      </Grid>
    </FormGrid>
  );
}
