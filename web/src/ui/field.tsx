/**
 * A labelled text input with its own error line (spec: each validation message
 * shows beside its field). The error is announced and tied to the input.
 */
import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';

export const inputClass =
  'h-11 w-full rounded-xl border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60 aria-[invalid=true]:border-danger';

/**
 * A change handler that hands the typed text to `set`, then runs `after`
 * (typically clearing the error that the new text may have put right).
 */
export function typedInto(set: (text: string) => void, after: () => void) {
  return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(event.target.value);
    after();
  };
}

type FieldProps = ComponentProps<'input'> & { label: string; error?: string | null; hint?: string };

export function Field({ label, error, hint, className, id, ...input }: FieldProps) {
  const control = useControl(id, { error, hint });
  return (
    <FieldFrame {...{ id: control.id, label, error, hint, required: input.required, className }}>
      <input {...control} className={inputClass} {...input} />
    </FieldFrame>
  );
}

/** A number input that brings up the phone's number pad: whole numbers, or inputMode 'decimal' for prices. */
export function NumberField({ inputMode = 'numeric', ...field }: Omit<FieldProps, 'type'>) {
  return <Field type="number" inputMode={inputMode} {...field} />;
}

export type ControlProps = {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
};

/** Label, control, then hint or error: the frame every form control here shares. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: ControlProps & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required && (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids of the hint or error under a control, for its aria-describedby. */
export function describedBy(id: string, error?: string | null, hint?: string) {
  return (
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/**
 * The id and ARIA state of a control in a FieldFrame (an input, a select, a text
 * area, the city combobox): its own id (or a generated one), invalid while it has an
 * error, described by its hint or error, and `required` told to assistive
 * technology.
 */
export function useControl(
  id: string | undefined,
  { error, hint, required }: Omit<ControlProps, 'label'>,
) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(controlId, error, hint),
  };
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'required'> &
  ControlProps & { options: { value: string; label: string }[]; placeholder?: string };

/** A labelled native select (best on phones), with its error line. */
export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  className,
  id,
  ...select
}: SelectFieldProps) {
  const control = useControl(id, { error, hint, required });
  return (
    <FieldFrame {...{ id: control.id, label, error, hint, required, className }}>
      <select {...control} className={inputClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'required'> & ControlProps;

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id,
  ...textarea
}: TextAreaFieldProps) {
  const control = useControl(id, { error, hint, required });
  return (
    <FieldFrame {...{ id: control.id, label, error, hint, required, className }}>
      <textarea
        {...control}
        className={`${inputClass} h-auto min-h-28 py-2.5 leading-relaxed`}
        {...textarea}
      />
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string };

/** A checkbox with its label (and an optional explanation under it). */
export function CheckboxField({ label, hint, className, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={boxId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          id={boxId}
          type="checkbox"
          aria-describedby={hint ? `${boxId}-hint` : undefined}
          className="h-5 w-5 shrink-0 accent-[var(--primary)]"
          {...input}
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint && (
        <p id={`${boxId}-hint`} className="ml-8 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
