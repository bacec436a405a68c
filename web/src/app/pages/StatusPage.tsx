import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** The centred layout of the site's status pages (not found, error, not allowed, donation results). */
export function StatusPage({
  icon,
  title,
  body,
  actions,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  actions: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28">
      <div className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-surface-raised text-primary">
        {icon}
      </div>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

/** 'Go to Home Page': the way out that every status page offers. */
export function GoHomeLink({ variant }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant}>
      <Link to={paths.home}>{t('pages.goHome')}</Link>
    </Button>
  );
}
