import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TextInput, useTranslate } from 'react-admin';
import { FormGrid } from '../FormGrid';
import { FormSection } from '../FormSection';
import { RecipientFilterInputs } from './RecipientFilterInputs';
import { RecipientPreview } from './RecipientPreview';

/** A group's name, description and filter, with the customers the filter selects beside it as it changes. */
export function RecipientGroupInputs() {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={3} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FormGrid>
          <Grid size={12}>
            <TextInput source="name" isRequired autoFocus />
          </Grid>
          <Grid size={12}>
            <TextInput source="description" multiline minRows={2} />
          </Grid>
          <FormSection titleKey="resources.recipients.filter.title">
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.recipients.filter.help')}
              </Typography>
              <RecipientFilterInputs />
            </Grid>
          </FormSection>
        </FormGrid>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
        <RecipientPreview />
      </Grid>
    </Grid>
  );
}
