/** More Filters: a price range in whole units, 'has image' and 'posted today'. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, Field } from '../../ui/field.tsx';
import type { BrowseState } from './useBrowseParams.ts';

type Changes = {
  min: string | null;
  max: string | null;
  has_image: string | null;
  today: string | null;
};

export function MoreFilters({
  state,
  onApply,
}: {
  state: BrowseState;
  onApply: (changes: Changes) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(state.min);
  const [max, setMax] = useState(state.max);
  const [hasImage, setHasImage] = useState(state.hasImage);
  const [today, setToday] = useState(state.today);
  const clean = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : null);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          min: clean(min),
          max: clean(max),
          has_image: hasImage ? '1' : null,
          today: today ? '1' : null,
        });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('browse.minPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <Field
          label={t('browse.maxPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
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
