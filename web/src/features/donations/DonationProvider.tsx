import { createContext, type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyPart } from '../../ui/lazy.ts';
import { useProvided } from '../../ui/useProvided.ts';

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
  return useProvided(DonationContext, 'useDonation', 'DonationProvider');
}
