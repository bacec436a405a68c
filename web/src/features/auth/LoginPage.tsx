import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { AuthFooterLink, AuthLayout, Notice } from './AuthLayout.tsx';
import { useCurrentUser } from './client.ts';
import { authPageFor, safeNext } from './next.ts';
import { SignInForm } from './SignInForm.tsx';

export { safeNext } from './next.ts';

/** /auth/login: sign in by password or by an emailed link (docs/product.md#accounts-and-sign-in Auth pages). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();

  // ?next=/inbox?listing=...: where a page that needs sign-in sent the visitor from.
  const next = safeNext(params.get('next'));
  if (user) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <AuthFooterLink
          prompt={t('auth.newHere')}
          to={authPageFor(paths.register, next)}
          label={t('auth.createAccountLink')}
        />
      }
    >
      {params.get('error') === 'callback_failed' && (
        <Notice tone="error">{t('auth.callbackFailed')}</Notice>
      )}
      <SignInForm
        next={next}
        initialEmail={params.get('email') ?? ''}
        onSignedIn={() => navigate(next)}
      />
    </AuthLayout>
  );
}
