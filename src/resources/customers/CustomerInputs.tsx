import Grid from '@mui/material/Grid';
import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AvatarUpload } from '../../pages/profile/AvatarUpload';
import { AddressInputs } from '../AddressSearch';
import { enumChoices } from '../enumLabels';
import { FormGrid, inputWidth } from '../FormGrid';
import { FormSection } from '../FormSection';
import { customerEnumFields } from './customerFields';

/** The customer's picture, uploaded like a profile's: the server takes no address but its own storage's. */
function CustomerAvatarInput() {
  const { field } = useInput({ source: 'avatar' });
  const name = useWatch({ name: 'name' }) as string | undefined;
  return <AvatarUpload value={field.value as string | null | undefined} name={name ?? ''} onChange={(url) => field.onChange(url)} />;
}

/**
 * The customer's editable fields, shared by the create dialog and the edit page; labels come from the resource.
 * The selects always hold a value (the defaults fill them), so they offer no empty choice.
 */
export function CustomerInputs() {
  return (
    <FormGrid>
      <FormSection titleKey="resources.customers.sections.identity">
        <Grid size={inputWidth.third}>
          <TextInput source="name" isRequired autoFocus />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="last_name" />
        </Grid>
        <Grid size={inputWidth.third}>
          <SelectInput source="gender" isRequired choices={enumChoices(customerEnumFields.gender)} />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="organization" />
        </Grid>
        <Grid size={inputWidth.half}>
          <CustomerAvatarInput />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.customers.sections.contact">
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="phone" isRequired type="tel" />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextInput source="phone_extension" />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="secondary_phone" type="tel" />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextInput source="secondary_phone_extension" />
        </Grid>
        <Grid size={inputWidth.half}>
          <TextInput source="email" type="email" />
        </Grid>
        <Grid size={{ xs: 7, sm: 4 }}>
          <TextInput source="wechat" />
        </Grid>
        <Grid size={{ xs: 5, sm: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="wechat_added" helperText={false} />
        </Grid>
      </FormSection>
      <FormSection titleKey="resources.customers.sections.address">
        <AddressInputs />
      </FormSection>
      <FormSection titleKey="resources.customers.sections.relationship">
        <Grid size={inputWidth.third}>
          <SelectInput source="status" isRequired choices={enumChoices(customerEnumFields.status)} />
        </Grid>
        <Grid size={inputWidth.third}>
          <SelectInput source="source" isRequired choices={enumChoices(customerEnumFields.source)} />
        </Grid>
        <Grid size={inputWidth.third}>
          <TextInput source="referer" />
        </Grid>
        <Grid size={inputWidth.third}>
          <SelectInput source="locale" isRequired choices={enumChoices(customerEnumFields.locale)} />
        </Grid>
        <Grid size={inputWidth.third}>
          <CheckboxGroupInput source="notification_methods" choices={enumChoices(customerEnumFields.notification_methods)} />
        </Grid>
        <Grid size={inputWidth.third} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="active" helperText={false} />
        </Grid>
        <Grid size={12}>
          <TextInput source="note" multiline minRows={3} />
        </Grid>
      </FormSection>
    </FormGrid>
  );
}
