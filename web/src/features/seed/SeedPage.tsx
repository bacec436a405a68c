/**
 * /admin/seed 'Seed Demo Data' (docs/product.md#seed-page Seed page, issue #16):
 * 'Run Seed' fills the site with demo data and shows what this run added, by
 * kind. Signed out: a sign-in prompt; not allowed (neither in ADMIN_EMAILS
 * nor a member of a development site on this machine): a plain refusal.
 */
import {
  SEED_KINDS,
  SEED_MESSAGES,
  type SeedAccessReply,
  type SeedReply,
} from '@shared/admin-seed.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { GoHomeLink, StatusPage } from '../../app/pages/StatusPage.tsx';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';

export function SeedPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const access = useQuery({
    queryKey: ['admin-seed', 'access', user?.id ?? null],
    queryFn: () => apiFetch<SeedAccessReply>('/admin/seed'),
    enabled: !isPending,
  });

  if (access.data?.access === 'forbidden') {
    return (
      <StatusPage
        icon={<ShieldX className="h-8 w-8" aria-hidden="true" />}
        title={t('seed.notAllowed')}
        body={t('seed.notAllowedBody')}
        actions={<GoHomeLink />}
      />
    );
  }
  return <SeedPanel access={access} />;
}

/** The server's answer decides (it knows the session); the query refetches when the user changes. */
function SeedPanel({ access }: { access: ReturnType<typeof useQuery<SeedAccessReply>> }) {
  const { t } = useTranslation();
  usePageTitle(t('seed.title'));
  const { openLogin } = useAuthUi();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => apiFetch<SeedReply>('/admin/seed', { method: 'POST' }),
    // Boards, mentors and listings on other pages now include the demo rows.
    onSuccess: () =>
      refreshAfterChange(queryClient, { predicate: (q) => q.queryKey[0] !== 'admin-seed' }),
  });

  let body: React.ReactNode;
  if (access.isPending) {
    body = (
      <div
        role="status"
        aria-label={t('seed.checking')}
        className="h-24 animate-pulse rounded-2xl bg-surface-raised"
      />
    );
  } else if (access.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('seed.accessFailed')}</p>
        <Button variant="outline" onClick={() => access.refetch()}>
          {t('seed.retry')}
        </Button>
      </div>
    );
  } else if (access.data.access === 'sign_in') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="font-medium">{t('seed.signIn')}</p>
        <Button onClick={openLogin}>{t('auth.signInButton')}</Button>
      </div>
    );
  } else {
    const added = run.data?.added;
    const message = run.error
      ? run.error.message === SEED_MESSAGES.noProfile
        ? t('seed.noProfile')
        : (errorText(run.error) ?? run.error.message)
      : null;
    body = (
      <div className="flex flex-col items-start gap-6">
        <Button onClick={() => run.mutate()} disabled={run.isPending} aria-busy={run.isPending}>
          <Database className="h-4 w-4" aria-hidden="true" />
          {run.isPending ? t('seed.running') : t('seed.run')}
        </Button>
        {message !== null && (
          <p role="alert" className="rounded-xl border border-danger/40 px-4 py-3 text-danger">
            {t('seed.failed', { message })}
          </p>
        )}
        {added && !run.isPending && (
          <section aria-labelledby="seed-result" className="w-full max-w-md">
            <h2 id="seed-result" className="text-lg font-semibold">
              {t('seed.result')}
            </h2>
            <ul className="mt-3 divide-y divide-border rounded-2xl border border-border">
              {SEED_KINDS.map((kind) => (
                <li
                  key={kind}
                  data-kind={kind}
                  className="flex items-center justify-between px-4 py-3"
                >
                  <span>{t(`seed.kinds.${kind}`)}</span>
                  <span className="text-lg font-semibold tabular-nums">{added[kind]}</span>
                </li>
              ))}
            </ul>
            {SEED_KINDS.every((kind) => added[kind] === 0) && (
              <p className="mt-3 text-muted-foreground">{t('seed.nothingNew')}</p>
            )}
          </section>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('seed.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('seed.intro')}</p>
      <div className="mt-8">{body}</div>
    </section>
  );
}
