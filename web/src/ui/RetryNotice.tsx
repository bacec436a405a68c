import { Button } from './button.tsx';

type RetryNoticeProps = {
  /** What could not be loaded, in the reader's language. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Where the notice sits: its spacing or frame on the page (it is always centred). */
  className: string;
  role?: 'alert';
};

/** A read that failed: the reason in the danger colour, and a button to try again below it. */
export function RetryNotice({ message, retryLabel, onRetry, className, role }: RetryNoticeProps) {
  return (
    <div role={role} className={className}>
      <p className="text-danger">{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
