import Grid from '@mui/material/Grid';
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { enumChoices } from '../enumLabels';
import { contractEnumFields } from './contractFields';
import { FormGrid, inputWidth } from '../FormGrid';

/** The contract's editable fields, shared by the New Contract drawer and the edit page. */
export function ContractInputs() {
  return (
    <FormGrid>
      <Grid size={inputWidth.half}>
        <TextInput source="contract_number" isRequired autoFocus />
      </Grid>
      <Grid size={inputWidth.half}>
        <SelectInput source="type" choices={enumChoices(contractEnumFields.type)} isRequired />
      </Grid>
      <Grid size={inputWidth.half}>
        <NumberInput source="amount" min={0} step={0.01} />
      </Grid>
      <Grid size={inputWidth.half}>
        <SelectInput source="location" choices={enumChoices(contractEnumFields.location)} emptyText="" />
      </Grid>
      <Grid size={inputWidth.half}>
        <TextInput source="representative" />
      </Grid>
      <Grid size={inputWidth.half}>
        <DateInput source="effective_date" />
      </Grid>
      <Grid size={inputWidth.half} sx={{ display: 'flex', alignItems: 'center' }}>
        <BooleanInput source="signed" helperText={false} />
      </Grid>
      <Grid size={inputWidth.half}>
        <DateInput source="signed_date" />
      </Grid>
      <Grid size={12}>
        <TextInput source="note" multiline minRows={3} />
      </Grid>
    </FormGrid>
  );
}
