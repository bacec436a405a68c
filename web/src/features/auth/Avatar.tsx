import { cn } from '../../ui/cn.ts';
import type { SessionUser } from './session.ts';

/** The user's picture, or the first letter of their email (docs/product.md#accounts-and-sign-in). */
export function Avatar({ user, size = 'md' }: { user: SessionUser; size?: 'md' | 'lg' }) {
  const classes = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold uppercase text-primary-foreground',
    size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-8 w-8 text-sm',
  );
  if (user.image) return <img src={user.image} alt="" className={classes} />;
  return (
    <span className={classes} aria-hidden="true">
      {user.email.charAt(0)}
    </span>
  );
}
