import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { authClient } from './client.ts';
import { safeNext } from './next.ts';

/**
 * /auth/callback: where email links land. Shows a confirming state, then goes
 * to the `next` path it carries (else /) with a session, or to /auth/login?error=callback_failed without one.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.confirming'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failed = params.has('error');
  // Where the member was going when they asked for the link (a path on this site only).
  const next = safeNext(params.get('next'));

  useEffect(() => {
    let cancelled = false;
    const fail = () => navigate(`${paths.login}?error=callback_failed`, { replace: true });
    if (failed) {
      fail();
      return;
    }
    authClient
      .getSession()
      .then(({ data }) => {
        if (cancelled) return;
        if (data?.user) navigate(next, { replace: true });
        else fail();
      })
      .catch(() => !cancelled && fail());
    return () => {
      cancelled = true;
    };
  }, [failed, navigate, next]);

  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center"
      aria-busy="true"
    >
      <LoaderCircle className="h-10 w-10 animate-spin text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold">{t('auth.confirming')}</h1>
    </section>
  );
}
