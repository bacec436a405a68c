/**
 * Phones (docs/product.md#listings Browse, mobile category bar): a button for the current
 * top category opening a sheet ('All {category}' and its subcategories with
 * counts, the match shortcuts, and More filters), a 'More' button ('Become a
 * Mentor' for mentor, 'Complete Profile & Find Matches' for match, otherwise
 * More filters) and 'Clear all'.
 */
import type { BrowseState } from '@shared/browse-request.ts';
import { BROWSE_TREE, categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import { countKey } from '@shared/listing-query.ts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Modal } from '../../ui/modal.tsx';
import { moreFiltersCount } from './ActiveFilters.tsx';
import { TAB_ORDER } from './BrowseTabs.tsx';
import { MoreFilters } from './MoreFilters.tsx';
import { FilterCount, moreFiltersName } from './MoreFiltersButton.tsx';
import { useBrowseCounts } from './useBrowseCounts.ts';
import type { useBrowseParams } from './useBrowseParams.ts';

type Props = {
  state: BrowseState;
  update: ReturnType<typeof useBrowseParams>['update'];
  clearAll: () => void;
};

export function MobileCategoryBar({ state, update, clearAll }: Props) {
  const counts = useBrowseCounts(state);
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [sheet, setSheet] = useState<'category' | 'filters' | null>(null);
  const current = state.category ? categoryLabel(state.category, language) : t('browse.all');
  const chip = 'rounded-full border border-border px-3 py-2 text-sm';
  const active = moreFiltersCount(state);
  /** Both sheets close the same way: the close button, Escape or a tap outside. */
  const sheetProps = {
    closeLabel: t('listings.panel.close'),
    onOpenChange: (open: boolean) => !open && setSheet(null),
  };
  /** A choice that settles the sheet: apply it and close. */
  const applyAndClose = (changes: Parameters<Props['update']>[0]) => {
    update(changes);
    setSheet(null);
  };

  return (
    <div className="flex items-center gap-2 md:hidden" data-testid="mobile-category-bar">
      <Button
        variant="outline"
        onClick={() => setSheet('category')}
        className="min-w-0 flex-1 justify-between"
      >
        <span className="truncate">
          {current}
          {state.sub && ` · ${subcategoryLabel(state.sub, language)}`}
        </span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Button>
      {state.category === 'mentor' ? (
        <Link to={paths.mentorOnboarding} className={buttonClass('accent', 'md')}>
          {t('browse.becomeMentor')}
        </Link>
      ) : state.category === 'match' ? (
        <Button variant="accent" onClick={() => setSheet('category')}>
          {t('browse.matchMore')}
        </Button>
      ) : (
        <Button
          variant="outline"
          onClick={() => setSheet('filters')}
          aria-label={moreFiltersName(t('browse.moreFiltersShort'), active, t)}
        >
          {t('browse.moreFiltersShort')}
          <FilterCount count={active} />
        </Button>
      )}
      <Button variant="ghost" onClick={clearAll}>
        {t('browse.clearAllShort')}
      </Button>

      {sheet === 'category' && (
        <Modal title={t('browse.chooseCategory')} {...sheetProps}>
          <div className="mt-4 flex flex-wrap gap-2">
            {TAB_ORDER.map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={state.category === key}
                onClick={() => update({ category: key })}
                className={cn(
                  chip,
                  state.category === key && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {categoryLabel(key, language)}
              </button>
            ))}
          </div>
          {state.category && (
            <ul className="mt-5 divide-y divide-border">
              <li>
                <button
                  type="button"
                  className="flex w-full justify-between py-3 text-left font-semibold"
                  onClick={() => applyAndClose({ sub: null })}
                >
                  {t('browse.allOf', { category: categoryLabel(state.category, language) })}
                </button>
              </li>
              {BROWSE_TREE[state.category].map((sub) => (
                <li key={sub}>
                  <button
                    type="button"
                    aria-current={state.sub === sub ? 'true' : undefined}
                    className={cn(
                      'flex w-full justify-between py-3 text-left',
                      state.sub === sub && 'text-primary',
                    )}
                    onClick={() => applyAndClose({ sub })}
                  >
                    <span>{subcategoryLabel(sub, language)}</span>
                    <span className="text-sm text-muted-foreground">
                      {counts[countKey(state.category ?? '', sub)] ?? 0}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {state.category === 'match' && (
            <div className="mt-4 grid grid-cols-2 gap-2">
              <Link to={paths.matchOnboarding} className={buttonClass('accent', 'md')}>
                {t('browse.completeProfile')}
              </Link>
              <Link to={paths.match} className={buttonClass('outline', 'md')}>
                {t('browse.findMatches')}
              </Link>
            </div>
          )}
        </Modal>
      )}
      {sheet === 'filters' && (
        <Modal title={t('browse.moreFilters')} {...sheetProps}>
          <div className="mt-4">
            <MoreFilters state={state} onApply={applyAndClose} />
          </div>
        </Modal>
      )}
    </div>
  );
}
