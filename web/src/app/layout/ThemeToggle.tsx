import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { usePreferences } from '../preferences.tsx';

/** Switches between the dark (default) and light theme; the choice is remembered. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = usePreferences();
  const label = theme === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  if (withLabel) {
    return (
      <Button variant="outline" onClick={toggleTheme} aria-label={label}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {theme === 'dark' ? t('nav.themeLight') : t('nav.themeDark')}
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      <Icon className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
