/**
 * One section of /account/settings under its own heading, ruled off from the
 * one above; the heading names the section for assistive technology. Here, not
 * in profiles: the inbox and notification features draw their own sections.
 */
import type { ReactNode } from 'react';

export function SettingsSection({
  id,
  headingId,
  title,
  danger = false,
  children,
}: {
  /** The section's own id, where a link leads to it (/account/settings#notifications). */
  id?: string;
  /** The heading's id, which the section is labelled by. */
  headingId: string;
  title: string;
  /** A section that cannot be undone (deleting the account): its heading in the danger colour. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      // Below the sticky header when a link leads here.
      className="mt-10 scroll-mt-24 border-t border-border pt-6"
      aria-labelledby={headingId}
    >
      <h2
        id={headingId}
        className={danger ? 'text-lg font-semibold text-danger' : 'text-lg font-semibold'}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
