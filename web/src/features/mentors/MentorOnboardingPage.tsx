/**
 * /mentor/onboarding 'Become a Mentor' (docs/product.md#mentors Mentor
 * onboarding): the profile form with preset and custom expertise areas,
 * languages, rate, place, currency, 1 to 6 photos, website, social links and
 * the 'Free Session' switch. A mentor edits their own profile on the same
 * screen. Signed out: 'Please sign in to become a mentor', then login.
 * The form: onboarding/ (form-model.ts, useMentorForm.ts, MentorFormPanel.tsx).
 */

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { useOwnMentor } from './api.ts';
import { MentorFormPanel } from './onboarding/MentorFormPanel.tsx';

const LOGIN_NEXT = `${paths.login}?next=${encodeURIComponent(paths.mentorOnboarding)}`;

export function MentorOnboardingPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const own = useOwnMentor(user?.id ?? null);
  const existing = own.data?.mentor ?? null;
  usePageTitle(t(existing ? 'mentors.onboarding.editTitle' : 'mentors.onboarding.title'));

  useEffect(() => {
    if (isPending || user) return;
    toast.error(t('mentors.onboarding.signIn'));
    navigate(LOGIN_NEXT, { replace: true });
  }, [isPending, user, navigate, t]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.mentors} tone="primary">
        {t('mentors.onboarding.back')}
      </BackLink>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">
        {t(existing ? 'mentors.onboarding.editTitle' : 'mentors.onboarding.title')}
      </h1>
      {!user || own.isPending ? (
        <p role="status" className="mt-6 text-muted-foreground">
          {t('mentors.onboarding.loading')}
        </p>
      ) : (
        <MentorFormPanel key={existing?.id ?? 'new'} existing={existing} />
      )}
    </section>
  );
}
