/**
 * The city picker at the top of every forum page: forums are per city, so a
 * city must be chosen first (docs/product.md#forums). Choosing one stays here.
 */
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';

export function useForumCity(): string {
  return usePreferences().appState.city.trim();
}

export function ForumCityBar() {
  const { t } = useTranslation();
  const city = useForumCity();
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground sm:shrink-0">
        <MapPin className="h-4 w-4 text-primary" aria-hidden="true" />
        {city ? (
          <span>
            {t('forums.cityIs')} <strong className="text-foreground">{city}</strong>
          </span>
        ) : (
          <span>{t('forums.chooseCity')}</span>
        )}
      </p>
      <CitySearchBox
        labelKey="forums.cityLabel"
        className="w-full sm:max-w-sm"
        onChosen={() => {}}
      />
    </div>
  );
}

/** Shown instead of a board or topic list until a city is chosen. */
function ChooseCityFirst() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center">
      <MapPin className="mx-auto h-8 w-8 text-primary" aria-hidden="true" />
      <p className="mt-3 font-semibold">{t('forums.selectCityFirst')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('forums.selectCityHint')}</p>
    </div>
  );
}

/**
 * A read of the chosen city's forums as a page shows it: 'choose a city first'
 * while there is none, then the load failure or 'Loading…' until the answer
 * has come, then what `children` draws from it.
 */
export function CityForumRead<T>({
  city,
  read,
  children,
}: {
  city: string;
  read: { isError: boolean; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!city) return <ChooseCityFirst />;
  if (read.isError) {
    return (
      <p role="alert" className="mt-6 text-danger">
        {t('forums.loadFailed')}
      </p>
    );
  }
  if (!read.data) return <p className="mt-6 text-muted-foreground">{t('forums.loading')}</p>;
  return children(read.data);
}
