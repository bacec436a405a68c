/** Language and theme on /account/settings: the same choices as the menus, remembered in the browser. */
import {
  LANGUAGE_OWN_NAMES,
  LANGUAGES,
  type Language,
  THEMES,
  type Theme,
} from '@shared/preferences.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { SelectField } from '../../ui/field.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';

export function PreferencesSection() {
  const { t } = useTranslation();
  const { language, setLanguage, theme, setTheme } = usePreferences();
  const themeNames: Record<Theme, string> = {
    dark: t('nav.themeDark'),
    light: t('nav.themeLight'),
  };
  return (
    <SettingsSection headingId="settings-preferences" title={t('settings.preferencesTitle')}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('nav.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_OWN_NAMES[code].full }))}
        />
        <SelectField
          label={t('nav.theme')}
          value={theme}
          onChange={(event) => setTheme(event.target.value as Theme)}
          options={THEMES.map((code) => ({ value: code, label: themeNames[code] }))}
        />
      </div>
    </SettingsSection>
  );
}
