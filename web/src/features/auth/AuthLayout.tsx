import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';

/** The centred card every auth page sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </section>
  );
}

/** The footer's way to the other auth page: an optional question, then its link. */
export function AuthFooterLink({
  prompt,
  to,
  label,
  onClick,
}: {
  prompt?: string;
  to: string;
  label: string;
  /** The link was followed (the sign-in dialog closes). */
  onClick?: () => void;
}) {
  return (
    <>
      {prompt && <>{prompt} </>}
      <Link to={to} onClick={onClick} className="font-medium text-primary hover:underline">
        {label}
      </Link>
    </>
  );
}

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
}) {
  const tones = {
    info: 'bg-surface-raised text-foreground',
    error: 'bg-danger/10 text-danger',
    success: 'bg-primary/10 text-primary',
  };
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-5 rounded-xl px-3 py-2.5 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
