import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { AutocompleteArrayInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { AddressInputs } from '../AddressSearch';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { FormSection } from '../FormSection';
import { StaffSelectInput } from '../teams/StaffInputs';
import { TeamSelectInput } from '../teams/TeamSelectInput';
import { projectEnumFields } from './projectFields';

const quarter = { xs: 12, sm: 6, md: 3 };

/**
 * The project's editable fields, shared by the New Project drawer and the edit page. `customer` is the
 * customer field: a picker in the drawer, the customer's name on the edit page.
 */
export function ProjectInputs({ customer }: { customer: ReactNode }) {
  return (
    <FormGrid>
      <FormSection titleKey="resources.projects.sections.work">
        <Grid size={inputWidth.half}>{customer}</Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <SelectInput source="property" isRequired choices={enumChoices(projectEnumFields.property)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <SelectInput source="status" choices={enumChoices(projectEnumFields.status)} emptyText="" />
        </Grid>
        <Grid size={12}>
          <AutocompleteArrayInput source="services" isRequired choices={enumChoices(projectEnumFields.services)} />
        </Grid>
        <Grid size={12}>
          <TextInput source="description" isRequired multiline minRows={3} />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.projects.sections.schedule">
        <Grid size={quarter}>
          <DateInput source="start_date" />
        </Grid>
        <Grid size={quarter}>
          <DateInput source="end_date" />
        </Grid>
        <Grid size={quarter}>
          <TeamSelectInput source="team" />
        </Grid>
        <Grid size={quarter}>
          <StaffSelectInput source="specialist" namesSource="specialist_name" />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.projects.sections.address">
        <AddressInputs />
      </FormSection>
      <FormSection titleKey="resources.projects.sections.sale">
        <Grid size={inputWidth.third}>
          <NumberInput
            source="discount"
            min={0}
            max={100}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          />
        </Grid>
        <Grid size={inputWidth.third}>
          <SelectInput source="source" choices={enumChoices(projectEnumFields.source)} />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="referer" />
        </Grid>
        <Grid size={12}>
          <TextInput source="note" multiline minRows={2} />
        </Grid>
      </FormSection>
    </FormGrid>
  );
}
