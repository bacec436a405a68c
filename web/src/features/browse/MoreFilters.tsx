/**
 * More Filters: a price range in whole units of one chosen currency (issue
 * #23: listings priced in other currencies are left out, never compared as
 * raw numbers; USD by default), 'has image' and 'posted today'.
 */
import type { BrowseState } from '@shared/browse-request.ts';
import { CURRENCIES, type Currency } from '@shared/constants.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, NumberField, SelectField } from '../../ui/field.tsx';

type Changes = {
  min: string | null;
  max: string | null;
  currency: string | null;
  has_image: string | null;
  today: string | null;
};

type MoreFiltersProps = {
  state: BrowseState;
  /** The chosen filters as URL parameters, null for one left out. */
  onApply: (changes: Changes) => void;
};

export function MoreFilters({ state, onApply }: MoreFiltersProps) {
  const { t } = useTranslation();
  const [min, setMin] = useState(state.min);
  const [max, setMax] = useState(state.max);
  const [currency, setCurrency] = useState<Currency>(state.currency);
  const [hasImage, setHasImage] = useState(state.hasImage);
  const [today, setToday] = useState(state.today);
  const clean = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : null);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const range = clean(min) || clean(max);
        onApply({
          min: clean(min),
          max: clean(max),
          // The currency only means something with a range; USD is the default, left out of the URL.
          currency: range && currency !== 'USD' ? currency : null,
          has_image: hasImage ? '1' : null,
          today: today ? '1' : null,
        });
      }}
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('browse.price.legend', { currency })}</legend>
        <div className="grid grid-cols-[1fr_1fr_auto] gap-3">
          <NumberField
            label={t('browse.minPrice')}
            min={0}
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
          <NumberField
            label={t('browse.maxPrice')}
            min={0}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
          <SelectField
            label={t('browse.price.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-testid="price-currency-note">
          {t('browse.price.note', { currency })}
        </p>
      </fieldset>
      <CheckboxField
        label={t('browse.hasImage')}
        checked={hasImage}
        onChange={(event) => setHasImage(event.target.checked)}
      />
      <CheckboxField
        label={t('browse.postedToday')}
        checked={today}
        onChange={(event) => setToday(event.target.checked)}
      />
      <Button type="submit" className="w-full">
        {t('browse.applyFilters')}
      </Button>
    </form>
  );
}
