import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { AutocompleteArrayInput, DateInput, SelectInput, useInput, useTranslate } from 'react-admin';
import { recipientFilterLimits } from '../../../domain/recipientGroup';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';

const label = (field: string) => `resources.recipients.filter.${field}`;

/** Places typed as customers have them, each kept as a chip when Enter is pressed (the filter matches them regardless of case). */
function LocationsInput() {
  const translate = useTranslate();
  const { field, id } = useInput<string[]>({ source: 'filter.location' });
  const places: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={places}
      onChange={(_event, chosen) => field.onChange(chosen.map((place) => place.trim().slice(0, recipientFilterLimits.locationLength)).filter(Boolean))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} id={id} label={translate(label('location'))} helperText={translate(label('location_help'))} size="small" margin="dense" />
      )}
    />
  );
}

/** `active` as one choice: either, active only, inactive only. */
const activeChoices = [
  { id: 'true', name: label('active_only') },
  { id: 'false', name: label('inactive_only') },
];

/**
 * The filter builder of a recipient group: every customer field a filter selects by (domain/recipientGroup.ts), each
 * "any of" its values, and the project condition. Cleared inputs select by nothing.
 */
export function RecipientFilterInputs() {
  return (
    <FormGrid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.locale" label={label('locale')} choices={enumChoices('locales')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.status" label={label('status')} choices={enumChoices('customerStatuses')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.source" label={label('source')} choices={enumChoices('sources')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.gender" label={label('gender')} choices={enumChoices('genders')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.notification_methods" label={label('notification_methods')} choices={enumChoices('notificationChannels')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <SelectInput
          source="filter.active"
          label={label('active')}
          choices={activeChoices}
          emptyText={label('active_any')}
          // Kept as the filter keeps it, a list of one value; shown as that one choice.
          format={(value: unknown) => (Array.isArray(value) && value.length === 1 ? String(value[0]) : '')}
          parse={(value: string) => (value === '' ? [] : [value === 'true'])}
        />
      </Grid>
      <Grid size={12}>
        <LocationsInput />
      </Grid>
      <Grid size={inputWidth.half}>
        <DateInput source="filter.created_at.gte" label={label('created_from')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <DateInput source="filter.created_at.lte" label={label('created_until')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.project.status" label={label('project_status')} choices={enumChoices('projectStatuses')} />
      </Grid>
      <Grid size={inputWidth.half}>
        <AutocompleteArrayInput source="filter.project.services" label={label('project_services')} choices={enumChoices('serviceTypes')} />
      </Grid>
    </FormGrid>
  );
}
