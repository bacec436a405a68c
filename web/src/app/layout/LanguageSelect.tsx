import { LANGUAGE_OWN_NAMES, LANGUAGES } from '@shared/preferences.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { usePreferences } from '../preferences.tsx';

/** A two-way switch between English and Tigrinya; the choice is remembered. */
export function LanguageSelect({
  full = false,
  className,
}: {
  full?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('nav.language')}
      className={cn('inline-flex rounded-full border border-border bg-surface p-0.5', className)}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
          className={cn(
            'rounded-full px-3 py-1 font-language-names text-sm font-medium transition-colors',
            language === code
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {full ? LANGUAGE_OWN_NAMES[code].full : LANGUAGE_OWN_NAMES[code].short}
        </button>
      ))}
    </div>
  );
}
