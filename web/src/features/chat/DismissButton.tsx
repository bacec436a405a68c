/**
 * The small round ✕ of the composer's quoted reply and of the city note: it
 * takes away what it sits in. `className` places it; `small` suits the note's small text.
 */
import { X } from 'lucide-react';
import { cn } from '../../ui/cn.ts';

type DismissButtonProps = {
  label: string;
  onClick: () => void;
  small?: boolean;
  className?: string;
};

export function DismissButton({ label, onClick, small, className }: DismissButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-raised hover:text-foreground',
        small ? 'h-6 w-6' : 'h-7 w-7',
        className,
      )}
    >
      <X className={small ? 'h-3.5 w-3.5' : 'h-4 w-4'} aria-hidden="true" />
    </button>
  );
}
