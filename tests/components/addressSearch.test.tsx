import { act, screen, waitFor } from '@testing-library/react';
import { Form, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressSearch } from '../../src/resources/AddressSearch';
import { renderWithAdmin } from './support/pmFixtures';

interface PlaceListener {
  event: string;
  handler: () => void;
}

/**
 * Google's places service as the page sees it once its script has loaded: an Autocomplete bound to the input,
 * whose `place_changed` listeners the test fires with a chosen place.
 */
function stubGooglePlaces(place: object) {
  const listeners: PlaceListener[] = [];
  class Autocomplete {
    constructor(readonly input: HTMLInputElement) {}
    addListener(event: string, handler: () => void) {
      const listener = { event, handler };
      listeners.push(listener);
      return { remove: () => listeners.splice(listeners.indexOf(listener), 1) };
    }
    getPlace() {
      return place;
    }
  }
  vi.stubGlobal('google', { maps: { api: {}, places: { Autocomplete } } });
  return {
    /** Picks the place; throws until the page listens (the script loads asynchronously), so `waitFor` retries. */
    choosePlace: () => {
      const listening = listeners.filter(({ event }) => event === 'place_changed');
      if (listening.length === 0) throw new Error('Nothing listens to the places service yet.');
      listening.forEach(({ handler }) => handler());
    },
  };
}

const AddressFields = () => (
  <Form>
    <AddressSearch addressSource="raw_address" locationSource="location" />
    <TextInput source="raw_address" label="Address" />
    <TextInput source="location" label="Location" />
  </Form>
);

afterEach(() => vi.unstubAllEnvs());

describe('address search (docs/product.md#address-search)', () => {
  it('fills the full address and the location (city,province) from the chosen suggestion', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const places = stubGooglePlaces({
      formatted_address: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
      address_components: [
        { long_name: '100', short_name: '100', types: ['street_number'] },
        { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
        { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1', 'political'] },
      ],
    });
    renderWithAdmin(<AddressFields />);
    expect(await screen.findByRole('textbox', { name: 'Search an address' })).toBeInTheDocument();

    await waitFor(() => act(places.choosePlace));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('100 Queen St W, Toronto, ON M5H 2N2, Canada'));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Toronto,ON');
  });

  it('leaves plain address fields, and nothing to fail, without a maps key', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderWithAdmin(<AddressFields />);
    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search an address' })).not.toBeInTheDocument();
  });
});
