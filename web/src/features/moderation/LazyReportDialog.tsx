/**
 * The report dialog, drawn only once opened: its code (and the form's) is a
 * chunk of its own, fetched when the browser is idle (ui/lazy.ts), so no
 * page's first load carries it.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../ui/lazy.ts';
import type { ReportDialogProps } from './ReportDialog.tsx';

const Dialog = lazyPart(() => import('./ReportDialog.tsx'), 'ReportDialog');

export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
