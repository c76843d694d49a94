import Grid from '@mui/material/Grid';
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { enumChoices } from '../enumLabels';
import { contractEnumFields } from './contractFields';

const half = { xs: 12, sm: 6 };

/** The contract's editable fields, shared by the New Contract drawer and the edit page. */
export function ContractInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={half}>
        <TextInput source="contract_number" isRequired autoFocus />
      </Grid>
      <Grid size={half}>
        <SelectInput source="type" choices={enumChoices(contractEnumFields.type)} isRequired />
      </Grid>
      <Grid size={half}>
        <NumberInput source="amount" min={0} step={0.01} />
      </Grid>
      <Grid size={half}>
        <SelectInput source="location" choices={enumChoices(contractEnumFields.location)} emptyText="" />
      </Grid>
      <Grid size={half}>
        <TextInput source="representative" />
      </Grid>
      <Grid size={half}>
        <DateInput source="effective_date" />
      </Grid>
      <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
        <BooleanInput source="signed" helperText={false} />
      </Grid>
      <Grid size={half}>
        <DateInput source="signed_date" />
      </Grid>
      <Grid size={12}>
        <TextInput source="note" multiline minRows={3} />
      </Grid>
    </Grid>
  );
}
