import { LANGUAGE_OWN_NAMES, LANGUAGES } from '@shared/preferences.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences.tsx';
import { PillSwitch, PillSwitchOption } from './PillSwitch.tsx';

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
    <PillSwitch label={t('nav.language')} className={className}>
      {LANGUAGES.map((code) => (
        <PillSwitchOption
          key={code}
          lang={code}
          pressed={language === code}
          onPress={() => setLanguage(code)}
          className="font-language-names"
        >
          {full ? LANGUAGE_OWN_NAMES[code].full : LANGUAGE_OWN_NAMES[code].short}
        </PillSwitchOption>
      ))}
    </PillSwitch>
  );
}
