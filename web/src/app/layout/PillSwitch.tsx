import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

/**
 * A labelled row of toggle buttons in a pill, the chosen one pressed: the
 * language and theme switches of the header, menu and footer look and behave alike.
 */
export function PillSwitch({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex rounded-full border border-border bg-surface p-0.5', className)}
    >
      {children}
    </div>
  );
}

/** One choice of a PillSwitch; `className` adds to the pill's own look (before it, so the look wins). */
export function PillSwitchOption({
  pressed,
  onPress,
  lang,
  className,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      lang={lang}
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        className,
        'rounded-full px-3 py-1 text-sm font-medium transition-colors',
        pressed
          ? 'bg-primary text-primary-foreground'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}
