import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { AddressSearch } from '../AddressSearch';
import { enumChoices } from '../enumLabels';
import { customerEnumFields } from './customerFields';

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={12} container columnSpacing={2}>
      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(titleKey)}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}

const half = { xs: 12, sm: 6 };
const third = { xs: 12, sm: 4 };

/**
 * The customer's editable fields, shared by the create dialog and the edit page; labels come from the resource.
 * The selects always hold a value (the defaults fill them), so they offer no empty choice.
 */
export function CustomerInputs() {
  return (
    <Grid container columnSpacing={2}>
      <Section titleKey="resources.customers.sections.identity">
        <Grid size={third}>
          <TextInput source="name" isRequired autoFocus />
        </Grid>
        <Grid size={third}>
          <TextInput source="last_name" />
        </Grid>
        <Grid size={third}>
          <SelectInput source="gender" isRequired choices={enumChoices(customerEnumFields.gender)} />
        </Grid>
        <Grid size={half}>
          <TextInput source="organization" />
        </Grid>
        <Grid size={half}>
          <TextInput source="avatar" type="url" />
        </Grid>
      </Section>
      <Section titleKey="resources.customers.sections.contact">
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
        <Grid size={half}>
          <TextInput source="email" type="email" />
        </Grid>
        <Grid size={{ xs: 7, sm: 4 }}>
          <TextInput source="wechat" />
        </Grid>
        <Grid size={{ xs: 5, sm: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="wechat_added" helperText={false} />
        </Grid>
      </Section>
      <Section titleKey="resources.customers.sections.address">
        <Grid size={12}>
          <AddressSearch addressSource="raw_address" locationSource="location" />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextInput source="raw_address" />
        </Grid>
        <Grid size={third}>
          <TextInput source="location" />
        </Grid>
      </Section>
      <Section titleKey="resources.customers.sections.relationship">
        <Grid size={third}>
          <SelectInput source="status" isRequired choices={enumChoices(customerEnumFields.status)} />
        </Grid>
        <Grid size={third}>
          <SelectInput source="source" isRequired choices={enumChoices(customerEnumFields.source)} />
        </Grid>
        <Grid size={third}>
          <TextInput source="referer" />
        </Grid>
        <Grid size={third}>
          <SelectInput source="locale" isRequired choices={enumChoices(customerEnumFields.locale)} />
        </Grid>
        <Grid size={third}>
          <CheckboxGroupInput source="notification_methods" choices={enumChoices(customerEnumFields.notification_methods)} />
        </Grid>
        <Grid size={third} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="active" helperText={false} />
        </Grid>
        <Grid size={12}>
          <TextInput source="note" multiline minRows={3} />
        </Grid>
      </Section>
    </Grid>
  );
}
