/**
 * Says, beside /chat's city picker, that the chosen city is now the whole
 * site's (issue #40: the change was silent, and the toast that said less
 * covered the picker). It goes by itself after a while, or on dismiss.
 */
import { Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissButton } from './DismissButton.tsx';

/** Long enough to read twice. */
const SHOWN_MS = 10_000;

export function ChatCityNote({ city, onDismiss }: { city: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  // A new city says it again, for the full time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: city restarts the timer
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss.current(), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [city]);
  return (
    <p
      role="status"
      data-testid="chat-city-note"
      className="absolute inset-x-3 top-2 z-10 flex items-start gap-2 rounded-xl border border-primary/30 bg-surface px-3 py-2 text-xs text-foreground shadow-lg"
    >
      <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0 flex-1">{t('chat.cityChangedSite', { city })}</span>
      <DismissButton label={t('chat.dismiss')} onClick={onDismiss} small className="-my-1 -mr-1" />
    </p>
  );
}
