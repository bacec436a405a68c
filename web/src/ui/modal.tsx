/**
 * The site's dialog (modal-dialog.tsx) in a chunk of its own with Radix's
 * Dialog (issue #20): a modal is drawn only once it is open, so no page needs
 * its code to paint. Its code is fetched when the browser is first idle, so opening
 * one finds it ready.
 */
import { Suspense } from 'react';
import { lazyPart } from './lazy.ts';
import type { ModalProps } from './modal-dialog.tsx';

const ModalDialog = lazyPart(() => import('./modal-dialog.tsx'), 'ModalDialog');

export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
