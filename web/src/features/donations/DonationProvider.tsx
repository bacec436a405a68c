import { createContext, type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { lazyPart } from '../../ui/lazy.ts';

const DonationDialog = lazyPart(() => import('./DonationDialog.tsx'), 'DonationDialog');

type DonationControls = { openDonation: () => void };

const DonationContext = createContext<DonationControls | null>(null);

/** Holds the one donation dialog, opened from the header, the mobile menu or anywhere else. */
export function DonationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const controls = useMemo(() => ({ openDonation: () => setOpen(true) }), []);
  return (
    <DonationContext value={controls}>
      {children}
      {/* Mounted only while open, so each opening starts from the $5 default. */}
      <Suspense fallback={null}>{open && <DonationDialog onOpenChange={setOpen} />}</Suspense>
    </DonationContext>
  );
}

export function useDonation(): DonationControls {
  const controls = use(DonationContext);
  if (!controls) throw new Error('useDonation must be used inside <DonationProvider>');
  return controls;
}
