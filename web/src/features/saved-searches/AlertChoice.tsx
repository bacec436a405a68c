/** How a saved search tells its member of new matches: instant email, daily digest, or the app only. */
import type { SavedSearchAlert } from '@shared/saved-searches.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';

type AlertChoiceProps = {
  value: SavedSearchAlert;
  onChange: (alert: SavedSearchAlert) => void;
  options: readonly SavedSearchAlert[];
  /** The group's name for screen readers when no heading is shown (the list's rows). */
  label?: string;
};

export function AlertChoice({ value, onChange, options, label }: AlertChoiceProps) {
  const { t } = useTranslation('searches');
  const name = useId();
  return (
    <fieldset>
      <legend className={cn('mb-1.5 text-sm font-medium', label && 'sr-only')}>
        {label ?? t('alertLabel')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
              value === option
                ? 'border-primary bg-primary/10 font-medium text-foreground'
                : 'border-border text-muted-foreground hover:bg-surface-raised',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`alerts.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
