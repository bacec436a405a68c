/**
 * /match/onboarding (docs/product.md#match Match onboarding): step 1 the
 * profile, step 2 the questions with an importance each. Continuing needs a
 * display name and an age of 18 or older; completing needs every question
 * answered. An existing profile opens at step 2 with its saved answers. On
 * completion it goes to /match/discover, which the spec keeps unregistered
 * ('Page not found'): the spec's quirk, kept on purpose; that page offers
 * 'See your matches' (NotFoundPage), so the journey does not end there.
 * The steps: onboarding/ (form-model.ts, useProfileForm.ts, ProfileStep.tsx,
 * QuestionsStep.tsx).
 */

import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersOnly } from '../auth/MembersOnly.tsx';
import { ModerationMark } from '../moderation/ModerationMark.tsx';
import { useOwnProfile } from '../profiles/api.ts';
import { useMyMatch, useQuestions } from './api.ts';
import { ProfileStep } from './onboarding/ProfileStep.tsx';
import { QuestionsStep } from './onboarding/QuestionsStep.tsx';

export const MatchOnboardingPage = membersOnly('match.onboarding.title', Onboarding);

function Onboarding() {
  const { t } = useTranslation();
  const mine = useMyMatch(true);
  const questions = useQuestions(true);
  // A first profile starts from the account's own name and city.
  const account = useOwnProfile(mine.data?.profile === null);
  const [step, setStep] = useState<1 | 2 | null>(null);

  // An existing profile opens at step 2 (docs/product.md#match).
  useEffect(() => {
    if (step === null && mine.data) setStep(mine.data.profile ? 2 : 1);
  }, [mine.data, step]);

  if (mine.isError || questions.isError) {
    return (
      <Frame>
        <p role="alert" className="text-danger">
          {t('match.errors.loadFailed')}
        </p>
      </Frame>
    );
  }
  const accountPending = mine.data?.profile === null && account.isPending;
  if (!mine.data || !questions.data || step === null || accountPending) {
    return (
      <Frame>
        <div className="h-64 animate-pulse rounded-2xl bg-surface-raised" />
      </Frame>
    );
  }
  return (
    <Frame step={step}>
      {/* Hidden or removed by moderators (issue #39): its owner is told here. */}
      <ModerationMark
        moderation={mine.data.profile?.moderation}
        note={mine.data.profile?.moderation_note}
        className="mb-4"
      />
      {step === 1 ? (
        <ProfileStep
          profile={mine.data.profile}
          account={account.data ?? null}
          onDone={() => setStep(2)}
        />
      ) : (
        <QuestionsStep
          questions={questions.data}
          saved={mine.data.answers}
          onBack={() => setStep(1)}
        />
      )}
    </Frame>
  );
}

function Frame({ step, children }: { step?: 1 | 2; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{t('match.onboarding.title')}</h1>
      {step && (
        <p className="mt-1 text-sm font-medium text-muted-foreground">
          {t('match.onboarding.step', { step })}
        </p>
      )}
      <div className="mt-6">{children}</div>
    </section>
  );
}
