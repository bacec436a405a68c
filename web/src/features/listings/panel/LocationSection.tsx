/**
 * Price (not for mentors or match) and where: the city (the gazetteer city picker),
 * country with suggestions, address, and the found map position named as a place.
 */
import { CURRENCIES } from '@shared/constants.ts';
import { COUNTRY_SUGGESTIONS } from '@shared/listings.ts';
import { MapPin, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Field, NumberField, SelectField } from '../../../ui/field.tsx';
import { CityField } from '../../cities/CityField.tsx';
import type { ListingFormValues } from '../form-model.ts';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';
import { useLocationLookup } from './useLocationLookup.ts';

type Props = { form: ListingForm; error: (field: string) => string | undefined };

export function PriceSection({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, setField, bind } = form;
  if (values.category === 'mentor' || values.category === 'match') return null;
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-4">
      <NumberField
        label={t('listings.fields.price')}
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={t('listings.fields.pricePlaceholder')}
        {...bind('price')}
        error={error('price')}
      />
      <SelectField
        label={t('listings.fields.currency')}
        name="currency"
        value={values.currency}
        onChange={(event) => setField('currency', event.target.value as typeof values.currency)}
        options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
      />
    </div>
  );
}

export function LocationSection({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, setField, bind } = form;
  const lookup = useLocationLookup(form);
  const countries = useId();
  return (
    <FormSection title={t('listings.sections.location')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CityField
          label={t('listings.fields.city')}
          name="city"
          required
          value={values.city}
          onChange={(city) => setField('city', city)}
          onChosen={lookup.onCityChosen}
          onBlur={lookup.onCityBlur}
          error={error('city')}
        />
        <Field
          label={t('listings.fields.country')}
          maxLength={80}
          list={countries}
          autoComplete="country-name"
          {...bind('country')}
        />
      </div>
      <datalist id={countries}>
        {COUNTRY_SUGGESTIONS.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <Field
        label={t('listings.fields.streetAddress')}
        maxLength={300}
        autoComplete="street-address"
        hint={t('listings.fields.streetAddressHint')}
        {...bind('streetAddress')}
        onBlur={lookup.onAddressBlur}
      />
      {values.lat !== null && values.lng !== null ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-primary/10 px-3 py-2 text-sm">
          <span className="flex items-center gap-2">
            <MapPin className="h-4 w-4 text-primary" aria-hidden="true" />
            {t('listings.location.found', { place: placeName(values) })}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={lookup.clear}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('listings.location.clear')}
          </Button>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t('listings.location.hint')}</p>
      )}
    </FormSection>
  );
}

/** The found position as a place, in the member's words: the address (if any), city and country. */
export function placeName(values: Pick<ListingFormValues, 'streetAddress' | 'city' | 'country'>) {
  return [values.streetAddress, values.city, values.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
