/**
 * better-auth's errors in the reader's language: one table from the error
 * code it answers with to our key under `auth.errors`. English keeps the
 * provider's own words (docs/product.md#accounts-and-sign-in: 'The provider's message text is
 * displayed'); Tigrinya shows the translation. Our server's own messages in
 * front of better-auth (the spec's short-password text) map by their text.
 */
import { DISPLAY_NAME_TOO_LONG, PASSWORD_TOO_SHORT } from '@shared/auth.ts';
import { errorKey, messageText } from '../../app/error-text.ts';
import { textRuleKey } from '../../app/text-rules.ts';
import { i18n } from '../../i18n/index.ts';

/** better-auth error code → key under auth.errors (en.json holds the provider's text). */
export const AUTH_ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailOrPassword',
  INVALID_PASSWORD: 'invalidPassword',
  INVALID_EMAIL: 'invalidEmail',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  USER_ALREADY_EXISTS: 'userAlreadyExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userAlreadyExists',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'noPassword',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  SESSION_EXPIRED: 'sessionExpired',
  USER_NOT_FOUND: 'userNotFound',
  FAILED_TO_CREATE_USER: 'failedToCreateUser',
  INVALID_CODE: 'invalidCode',
  INVALID_TWO_FACTOR_CODE: 'invalidCode',
};

/** Our own server's messages on auth paths → keys of their translations. */
const MESSAGE_KEYS: Record<string, string> = {
  [PASSWORD_TOO_SHORT]: 'auth.passwordTooShort',
  [DISPLAY_NAME_TOO_LONG]: 'auth.displayNameTooLong',
};

type AuthFailure = {
  status?: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
} | null;

/**
 * The message to show for a failed auth call: our rate-limit text on 429; the
 * translation of a known code or message; else the provider's text in English
 * and `fallback` in other languages (never English inside a Tigrinya page).
 */
export function authErrorText(error: unknown, fallback: string, tooMany: string): string {
  const e = error as AuthFailure;
  if (e?.status === 429) return tooMany;
  const t = i18n.t.bind(i18n);
  const code = e?.code ?? e?.error?.code;
  const known = code ? AUTH_ERROR_KEYS[code] : undefined;
  if (known) return t(`auth.errors.${known}`);
  const message = e?.message || e?.error?.message;
  const ours = message ? (MESSAGE_KEYS[message] ?? textRuleKey(message)) : undefined;
  if (ours) return t(ours);
  // One of the server's own catalogues (signed out, too many attempts...): its translation.
  if (message && errorKey(message)) return messageText(message);
  return i18n.language === 'en' && message ? message : fallback;
}
