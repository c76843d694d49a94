import Grid from '@mui/material/Grid';
import { BooleanInput, DateInput, SelectInput, TextInput } from 'react-admin';
import { contractorRating } from '../../../domain/contractor';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { FormSection } from '../FormSection';
import { contractorTypeEnum } from './contractorFields';

const ratingChoices = Array.from({ length: contractorRating.max - contractorRating.min + 1 }, (_, index) => {
  const rating = contractorRating.min + index;
  return { id: rating, name: '★'.repeat(rating) };
});

/** The contractor's editable fields, shared by the creation dialog and the edit page; labels come from the resource. */
export function ContractorInputs() {
  return (
    <FormGrid>
      <FormSection titleKey="resources.contractors.sections.identity">
        <Grid size={inputWidth.half}>
          <TextInput source="name" isRequired autoFocus />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="company" />
        </Grid>
        <Grid size={inputWidth.half}>
          <SelectInput source="type" isRequired choices={enumChoices(contractorTypeEnum)} />
        </Grid>
        <Grid size={inputWidth.third}>
          <SelectInput source="rating" choices={ratingChoices} emptyText="" translateChoice={false} />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <BooleanInput source="active" />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.contractors.sections.contact">
        <Grid size={inputWidth.half}>
          <TextInput source="phone" isRequired type="tel" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="email" type="email" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="location" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="address" />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.contractors.sections.papers">
        <Grid size={inputWidth.half}>
          <TextInput source="license_number" />
        </Grid>
        <Grid size={inputWidth.half}>
          <DateInput source="insurance_expiry" />
        </Grid>
        <Grid size={12}>
          <TextInput source="note" multiline minRows={2} />
        </Grid>
      </FormSection>
    </FormGrid>
  );
}
