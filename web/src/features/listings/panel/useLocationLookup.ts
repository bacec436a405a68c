/**
 * Location lookup on blur (spec core §4 Location): the address field is looked
 * up when it has text; otherwise leaving the city field looks up the city.
 * Uses the offline gazetteer of shared/places.ts, so it works with no map
 * service; a configurable geocoder can take its place without touching the form.
 */
import { findPlace } from '@shared/places.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ListingForm } from '../useListingForm.ts';

export function useLocationLookup(form: ListingForm) {
  const { t } = useTranslation();
  const { values, setField } = form;

  function place(text: string, message: 'locationFound' | 'cityLocationFound') {
    const found = findPlace(text);
    if (!found) return;
    if (found.lat === values.lat && found.lng === values.lng) return;
    setField('lat', found.lat);
    setField('lng', found.lng);
    if (!values.country.trim()) setField('country', found.country);
    toast.success(t(`listings.messages.${message}`));
  }

  return {
    onAddressBlur() {
      const address = values.streetAddress.trim();
      if (address) place(`${address}, ${values.city}`, 'locationFound');
    },
    onCityBlur() {
      if (!values.streetAddress.trim() && values.city.trim()) {
        place(values.city, 'cityLocationFound');
      }
    },
    clear() {
      setField('lat', null);
      setField('lng', null);
      toast(t('listings.messages.locationCleared'));
    },
  };
}
