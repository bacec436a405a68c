/**
 * A react-hook-form form's messages beside its fields: `errorFor(name)`, a
 * field's message (the server's as it came, the form's own worded by `word`),
 * and `field(name)`, what a Field takes: its registration and that message.
 */
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

export function formFieldMessages<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'register' | 'formState'>,
  word: (error: FieldError) => string | undefined,
) {
  const errorFor = (name: FieldPath<V>): string | undefined => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    if (!error) return undefined;
    return error.type === 'server' ? error.message : word(error);
  };
  const field = (name: FieldPath<V>, options?: RegisterOptions<V>) => ({
    ...form.register(name, options),
    error: errorFor(name),
  });
  return { errorFor, field };
}
