/** The suspension notice itself (SuspensionNotice.tsx loads it when a member is suspended). */
import { isSuspended, type Suspension } from '@shared/moderation.ts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { suspensionText } from './suspension-words.ts';

export function SuspensionBanner({ suspension }: { suspension: Suspension }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  // A suspension whose time is up no longer holds (the server lifts it within a minute).
  if (!isSuspended(suspension, new Date())) return null;
  return (
    <div
      role="status"
      data-testid="suspension-notice"
      className="border-b border-danger/30 bg-danger/10 text-foreground"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 md:px-6">
        <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className="break-words font-semibold">{suspensionText(t, language, suspension)}</p>
          <p className="text-muted-foreground">{t('moderation.suspension.canStill')}</p>
        </div>
      </div>
    </div>
  );
}
