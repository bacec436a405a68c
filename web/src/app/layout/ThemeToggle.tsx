import { THEMES } from '@shared/preferences.ts';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { usePreferences } from '../preferences.tsx';

const ICONS = { dark: Moon, light: Sun } as const;

/** The header's icon button: switches between the dark (default) and light theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = usePreferences();
  const label = theme === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      <Icon className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}

/** The menu's labelled switch: both themes shown, the current one pressed. */
export function ThemeSelect() {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const names = { dark: t('nav.themeDark'), light: t('nav.themeLight') };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('nav.theme')}
      className="inline-flex rounded-full border border-border bg-surface p-0.5"
    >
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
            className={cn(
              'flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium transition-colors',
              theme === option
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {names[option]}
          </button>
        );
      })}
    </div>
  );
}
