import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useStoreContext, useTranslate } from 'react-admin';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { menuColors, menuLayouts } from '../../../domain/appearance';
import { interfaceLocales } from '../../../domain/enums';
import { businessSettingsSchema, type BusinessSettings, type BusinessSettingsValues } from '../../../domain/settings';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { availableLocales } from '../../i18n/i18nProvider';
import { applyBusinessAppearance } from '../../theme/businessAppearance';
import { FormTextField } from '../auth/FormTextField';
import { showFieldErrors } from '../profile/fieldErrors';
import { settingsQueryKey } from './settingsQueries';

/** What the inputs hold: text, blank for none. */
type SettingsForm = { [Name in keyof BusinessSettingsValues]: string };
type FieldName = keyof SettingsForm;

const fields: FieldName[] = [
  'company_name',
  'company_address',
  'company_phone',
  'default_language',
  'time_zone',
  'primary_color',
  'menu_color',
  'menu_layout',
  'sender_name',
  'sender_email',
  'sms_sender',
  'contract_retention_years',
  'quote_tax_rate',
];

/** Every zone this browser knows; `UTC` is not in every platform's list. */
const timeZones = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
})();

const formValues = (settings: BusinessSettings): SettingsForm =>
  Object.fromEntries(fields.map((name) => [name, String(settings[name] ?? '')])) as SettingsForm;

function Section({ titleKey, hintKey, children }: { titleKey: string; hintKey?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {translate(titleKey)}
      </Typography>
      {hintKey && (
        <Typography variant="body2" color="text.secondary">
          {translate(hintKey)}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A choice among `values`, each labelled by `labelOf`. */
function ChoiceField({
  control,
  name,
  values,
  labelOf,
  disabled,
}: {
  control: Control<SettingsForm, unknown, BusinessSettingsValues>;
  name: FieldName;
  values: readonly string[];
  labelOf: (value: string) => string;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          {...field}
          label={translate(`app.settings.${name}`)}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message && translate(fieldState.error.message, { _: fieldState.error.message })}
          fullWidth
          margin="normal"
        >
          {values.map((value) => (
            <MenuItem key={value} value={value}>
              {labelOf(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The business settings (docs/product.md#business-settings), read by staff of the System area and changed by administrators. A save sends
 * the version it was read at; the theme defaults and the language then reach this browser at once.
 */
export function SettingsForm({ settings, canWrite }: { settings: BusinessSettings; canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsForm, unknown, BusinessSettingsValues>({
    // The inputs hold any text; the schema is what decides whether it is a language, a colour, a zone.
    resolver: zodResolver(businessSettingsSchema as unknown as z.ZodType<BusinessSettingsValues, SettingsForm>),
    defaultValues: formValues(settings),
  });
  const disabled = !canWrite;

  const text = (name: FieldName) => {
    const { ref, ...registration } = register(name);
    return { ...registration, inputRef: ref, errorMessage: errors[name]?.message, label: `app.settings.${name}`, disabled };
  };

  const save = handleSubmit(async (values) => {
    let saved: BusinessSettings;
    try {
      saved = await dataProvider.saveSettings({ ...values, updated_at: settings.updated_at });
    } catch (error) {
      if (!showFieldErrors(error, fields, setError)) notifyFailure(error);
      return;
    }
    queryClient.setQueryData(settingsQueryKey, saved);
    reset(formValues(saved));
    applyBusinessAppearance(store, saved);
    notify('app.settings.saved', { type: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Section titleKey="app.settings.company" hintKey="app.settings.company_hint">
        <FormTextField {...text('company_name')} autoComplete="organization" />
        <FormTextField {...text('company_address')} autoComplete="street-address" helperText={translate('app.settings.company_address_hint')} />
        <FormTextField {...text('company_phone')} type="tel" autoComplete="tel" />
      </Section>

      <Section titleKey="app.settings.regional">
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              control={control}
              name="default_language"
              values={interfaceLocales}
              labelOf={(locale) => availableLocales.find((available) => available.locale === locale)?.name ?? locale}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="time_zone"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={timeZones}
                  value={field.value}
                  onChange={(_, zone) => field.onChange(zone ?? '')}
                  disableClearable
                  disabled={disabled}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={translate('app.settings.time_zone')}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message && translate(fieldState.error.message)}
                      margin="normal"
                    />
                  )}
                />
              )}
            />
          </Grid>
        </Grid>
      </Section>

      <Section titleKey="app.settings.appearance" hintKey="app.settings.appearance_hint">
        <Controller
          control={control}
          name="primary_color"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={translate('app.settings.primary_color')}
              disabled={disabled}
              error={!!fieldState.error}
              helperText={translate(fieldState.error?.message ?? 'app.settings.primary_color_hint')}
              fullWidth
              margin="normal"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Box
                        component="input"
                        type="color"
                        aria-label={translate('app.settings.pick_color')}
                        disabled={disabled}
                        value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value.toLowerCase() : '#000000'}
                        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                        sx={{ width: 32, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                      />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              control={control}
              name="menu_color"
              values={menuColors}
              labelOf={(color) => translate(`app.theme_settings.menu_colors.${color}`)}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceField
              control={control}
              name="menu_layout"
              values={menuLayouts}
              labelOf={(layout) => translate(`app.theme_settings.menu_layouts.${layout}`)}
              disabled={disabled}
            />
          </Grid>
        </Grid>
      </Section>

      <Section titleKey="app.settings.senders">
        <FormTextField {...text('sender_name')} />
        <FormTextField {...text('sender_email')} type="email" />
        <FormTextField {...text('sms_sender')} helperText={translate('app.settings.sms_sender_hint')} />
      </Section>

      <Section titleKey="app.settings.quotes" hintKey="app.settings.quotes_hint">
        <FormTextField {...text('quote_tax_rate')} type="number" />
      </Section>

      <Section titleKey="app.settings.privacy" hintKey="app.settings.privacy_hint">
        <FormTextField {...text('contract_retention_years')} type="number" />
      </Section>

      {canWrite ? (
        <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
          {translate('app.settings.save')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.read_only')}
        </Typography>
      )}
    </Box>
  );
}
