import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { usePlacesWidget } from 'react-google-autocomplete';
import { useLocaleState, useTranslate } from 'react-admin';

const mapsApiKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** SPEC §3 location: "city,province", e.g. "Toronto,ON". */
function cityAndProvince(components: AddressComponent[] = []): string {
  const part = (type: string, name: 'long_name' | 'short_name') => components.find((component) => component.types.includes(type))?.[name];
  return [part('locality', 'long_name'), part('administrative_area_level_1', 'short_name')].filter(Boolean).join(',');
}

export interface AddressSearchProps {
  /** The form fields a chosen address fills. */
  addressSource: string;
  locationSource: string;
}

function PlacesSearch({ addressSource, locationSource }: AddressSearchProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const { ref } = usePlacesWidget<HTMLInputElement>({
    apiKey: mapsApiKey,
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
 * SPEC §2.5 address search: a place chosen from the maps suggestions fills the full address and the location.
 * Shown only when a maps API key is configured; the address fields stay plain inputs either way.
 */
export function AddressSearch(props: AddressSearchProps) {
  return mapsApiKey ? <PlacesSearch {...props} /> : null;
}
