/** Category tabs (docs/product.md#listings Browse): Community, Mentor, Match, Housing, Jobs, Services, Marketplace. */
import { categoryLabel, type TopCategory } from '@shared/categories.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { cn } from '../../ui/cn.ts';

export const TAB_ORDER: TopCategory[] = [
  'community',
  'mentor',
  'match',
  'housing',
  'jobs',
  'services',
  'marketplace',
];

export function BrowseTabs({
  category,
  onChange,
}: {
  category: TopCategory | null;
  onChange: (category: TopCategory | null) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const tab = (value: TopCategory | null, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      role="tab"
      aria-selected={category === value}
      onClick={() => onChange(value)}
      className={cn(
        'shrink-0 rounded-full px-4 py-2 text-sm font-medium transition-colors',
        category === value
          ? 'bg-primary text-primary-foreground'
          : 'text-muted-foreground hover:bg-surface-raised hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="tablist"
      aria-label={t('browse.categories')}
      className="flex gap-1 overflow-x-auto pb-1"
    >
      {tab(null, t('browse.all'))}
      {TAB_ORDER.map((key) => tab(key, categoryLabel(key, language)))}
    </div>
  );
}
