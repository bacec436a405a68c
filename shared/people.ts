/**
 * How one member is shown to another (docs/product.md#accounts-and-sign-in users): the name,
 * else the part of the email before the at sign, else 'Anonymous User'. The
 * server computes the label, so another member's full email never reaches a
 * browser; `label: null` means 'Anonymous User', which the web app shows in
 * the reader's language.
 */

/** Another member as the API sends them: an id and a label, never an email. */
export type PersonRef = { id: string; label: string | null };

export function personLabel(user: { name?: string | null; email?: string | null }): string | null {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || null;
}

/** The first letter of a label, for avatars ('?' for an anonymous member). */
export function initialOf(label: string | null): string {
  return label ? (Array.from(label)[0] ?? '?').toUpperCase() : '?';
}
