/**
 * The app's toasts (sonner), a chunk of their own (issue #20), and where they
 * sit so they cover nothing the member needs (issue #23): on phones at the
 * bottom, above the bottom bar; on wider screens at the top, under the 64 px header.
 */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { usePreferences } from '../app/preferences.tsx';
import { markToasterShown } from './toast.ts';
import { usePhoneLayout } from './useMediaQuery.ts';

export function ThemedToaster() {
  const { theme } = usePreferences();
  const phone = usePhoneLayout();
  useEffect(markToasterShown, []);
  return (
    <Toaster
      theme={theme}
      // Both of the site's languages write left to right. Said here, sonner does
      // not ask the document (a style recalculation of the page as it mounts).
      dir="ltr"
      position={phone ? 'bottom-center' : 'top-center'}
      offset={{ top: 76, bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
      mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))', left: 12, right: 12 }}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
    />
  );
}
