/**
 * Location lookup on blur (docs/product.md#listings Location): the address field is looked
 * up when it has text; otherwise leaving the city field looks up the city.
 * The server answers from its geocoder (GEOCODER_URL) or, offline, from the
 * city's centre in its gazetteer; the toast says which was found.
 */

import type { CitySearchResult } from '@shared/cities.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast.ts';
import { geocode } from '../../cities/geocode.ts';
import type { ListingForm } from '../useListingForm.ts';

export function useLocationLookup(form: ListingForm) {
  const { t } = useTranslation();
  const { values, setField } = form;
  // Only the newest lookup may set the position (an older answer can arrive later).
  const latest = useRef(0);
  // What the form holds when the answer arrives (the user may type meanwhile).
  const current = useRef(values);
  current.current = values;

  async function lookUp(address: string) {
    const city = values.city.trim();
    const country = values.country.trim();
    const ticket = ++latest.current;
    const found = await geocode({ address, city, country });
    if (!found || ticket !== latest.current) return;
    const now = current.current;
    if (found.lat === now.lat && found.lng === now.lng) return;
    setField('lat', found.lat);
    setField('lng', found.lng);
    if (!now.country.trim() && found.country) setField('country', found.country);
    toast.success(
      t(
        found.precision === 'address'
          ? 'listings.messages.locationFound'
          : 'listings.messages.cityLocationFound',
      ),
    );
  }

  return {
    onAddressBlur() {
      const address = values.streetAddress.trim();
      if (address) void lookUp(address);
    },
    /** A city chosen from the picker: its position is known at once (the city centre). */
    onCityChosen(city: CitySearchResult) {
      latest.current++;
      if (!values.streetAddress.trim()) {
        setField('lat', city.lat);
        setField('lng', city.lon);
        toast.success(t('listings.messages.cityLocationFound'));
      }
      if (!values.country.trim() || values.country.trim() !== city.country) {
        setField('country', city.country);
      }
    },
    onCityBlur() {
      if (!values.streetAddress.trim() && values.city.trim()) void lookUp('');
    },
    clear() {
      latest.current++;
      setField('lat', null);
      setField('lng', null);
      toast(t('listings.messages.locationCleared'));
    },
  };
}
