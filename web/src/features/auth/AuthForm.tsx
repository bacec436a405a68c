/**
 * The form of each password and sign-in step (sign in, the authenticator code,
 * 'Forgot password', a new password, create account, change password): the
 * form's own failure above its fields, then one full-width submit button that
 * says its busy word while the request runs.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { Notice } from './AuthLayout.tsx';

export function AuthForm({
  onSubmit,
  busy,
  disabled = busy,
  submitLabel,
  busyLabel,
  error,
  variant,
  className = 'mt-6 space-y-4',
  children,
  after,
}: {
  onSubmit: (event: FormEvent) => void;
  /** This form's request runs: the button says `busyLabel`. */
  busy: boolean;
  /** The button is off (by default while this form's request runs; the sign-in form's link too). */
  disabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** A failure of the whole form, not of one field. */
  error?: string;
  variant?: ButtonVariant;
  className?: string;
  /** The fields, and anything between them and the button. */
  children: ReactNode;
  /** What follows the button (another way to sign in). */
  after?: ReactNode;
}) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      {children}
      <Button type="submit" variant={variant} size="lg" className="w-full" disabled={disabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {after}
    </form>
  );
}
