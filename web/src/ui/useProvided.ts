import { type Context, use } from 'react';

/**
 * A context's value for its hook (`hook`), or a plain error naming the
 * provider a component was drawn outside of, instead of a null read later.
 */
export function useProvided<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = use(context);
  if (!value) throw new Error(`${hook} must be used inside <${provider}>`);
  return value;
}
