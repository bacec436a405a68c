import { THEMES } from '@shared/preferences.ts';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { usePreferences } from '../preferences.tsx';
import { PillSwitch, PillSwitchOption } from './PillSwitch.tsx';

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
    <PillSwitch label={t('nav.theme')}>
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <PillSwitchOption
            key={option}
            pressed={theme === option}
            onPress={() => setTheme(option)}
            className="flex items-center gap-1.5"
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {names[option]}
          </PillSwitchOption>
        );
      })}
    </PillSwitch>
  );
}
