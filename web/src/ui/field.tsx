/**
 * A labelled text input with its own error line (spec: each validation message
 * shows beside its field). The error is announced and tied to the input.
 */
import { type ComponentProps, useId } from 'react';

export const inputClass =
  'h-11 w-full rounded-xl border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60 aria-[invalid=true]:border-danger';

type FieldProps = ComponentProps<'input'> & { label: string; error?: string | null; hint?: string };

export function Field({ label, error, hint, className, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
