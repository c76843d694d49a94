import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { usePlacesWidget } from 'react-google-autocomplete';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** Location (docs/product.md#customers): "city,province", e.g. "Toronto,ON". */
function cityAndProvince(components: AddressComponent[] = []): string {
  const part = (type: string, name: 'long_name' | 'short_name') => components.find((component) => component.types.includes(type))?.[name];
  return [part('locality', 'long_name'), part('administrative_area_level_1', 'short_name')].filter(Boolean).join(',');
}

export interface AddressSearchProps {
  /** The form fields a chosen address fills. */
  addressSource: string;
  locationSource: string;
}

function PlacesSearch({ addressSource, locationSource, apiKey }: AddressSearchProps & { apiKey: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const { ref } = usePlacesWidget<HTMLInputElement>({
    apiKey,
    language: locale,
    options: { types: ['address'] },
    onPlaceSelected: (place: { formatted_address?: string; address_components?: AddressComponent[] }) => {
      setValue(addressSource, place.formatted_address ?? '', { shouldDirty: true, shouldValidate: true });
      setValue(locationSource, cityAndProvince(place.address_components), { shouldDirty: true, shouldValidate: true });
    },
  });
  return <TextField inputRef={ref} label={translate('app.address.search')} helperText={translate('app.address.helper')} fullWidth />;
}

/**
 * Address search (docs/product.md#address-search): a place chosen from the maps suggestions fills the full address and the location.
 * Shown only when a maps API key is configured (read when shown, so a test can set one); the address fields
 * stay plain inputs either way.
 */
export function AddressSearch(props: AddressSearchProps) {
  const apiKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  return apiKey ? <PlacesSearch {...props} apiKey={apiKey} /> : null;
}

/** A record's address in a form's grid: the search (with a maps key), then the full address and the location. */
export function AddressInputs() {
  return (
    <>
      <Grid size={12}>
        <AddressSearch addressSource="raw_address" locationSource="location" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="raw_address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="location" />
      </Grid>
    </>
  );
}
