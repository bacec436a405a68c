/** Account rules shared by the auth pages and the server (docs/product.md#accounts-and-sign-in Auth and account). */

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const EMAIL_REQUIRED = 'Please enter an email address';

/** Profile fields (docs/product.md#accounts-and-sign-in Profile); the email is not part of it and cannot change here. */
export const DISPLAY_NAME_MAX = 80;
export const DISPLAY_NAME_TOO_LONG = `Display name must be at most ${DISPLAY_NAME_MAX} characters`;
export const CITY_MAX = 120;

export type ProfileReply = {
  id: string;
  display_name: string | null;
  city: string | null;
  updated_at: string;
  email: string;
  joined_at: string;
};
