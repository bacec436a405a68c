import type { BrowseState } from '@shared/browse-request.ts';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredPartProps } from '../../ui/deferred.tsx';
import { MoreFilters } from './MoreFilters.tsx';
import { MoreFiltersButton } from './MoreFiltersButton.tsx';
import type { useBrowseParams } from './useBrowseParams.ts';

/**
 * Desktop More Filters: a popover under its button with the filters of
 * MoreFilters.tsx, applied together. Loaded after the first paint (FilterBar.tsx).
 */
export function MoreFiltersPopover({
  state,
  update,
  openAtOnce = false,
}: {
  state: BrowseState;
  update: ReturnType<typeof useBrowseParams>['update'];
} & DeferredPartProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <MoreFiltersButton state={state} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('browse.moreFilters')}
          className="z-(--layer-popover) w-96 max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-4 shadow-xl"
        >
          <MoreFilters
            state={state}
            onApply={(changes) => {
              update(changes);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
