/** Step 2 of match onboarding: every question answered, each with an importance (draft in form-model.ts). */
import { MATCH_IMPORTANCES, type MatchAnswer, type MatchQuestionDto } from '@shared/match.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/links.ts';
import { refreshAfterChange } from '../../../app/refresh.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { toast } from '../../../ui/toast.ts';
import { useBusy } from '../../../ui/useBusy.ts';
import { matchErrorText, matchKeys, saveMatchAnswers } from '../api.ts';
import {
  type AnswersDraft,
  DEFAULT_IMPORTANCE,
  initialDraft,
  toAnswers,
  unanswered,
  withAnswer,
} from './form-model.ts';

type QuestionsStepProps = {
  questions: MatchQuestionDto[];
  saved: MatchAnswer[];
  onBack: () => void;
};

export function QuestionsStep({ questions, saved, onBack }: QuestionsStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tigrinya = i18n.language.startsWith('ti');
  const initial = useMemo(() => initialDraft(questions, saved), [questions, saved]);
  const [draft, setDraft] = useState<AnswersDraft>(initial);
  const [showMissing, setShowMissing] = useState(false);
  const [busy, whileBusy] = useBusy();
  const missing = unanswered(questions, draft);
  const answered = questions.length - missing.length;

  const set = (id: number, change: Partial<AnswersDraft[number]>) =>
    setDraft((current) => withAnswer(current, id, change));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answered < questions.length) {
      setShowMissing(true);
      toast.error(t('match.errors.allAnswered'));
      const first = missing[0];
      if (first)
        document.getElementById(`match-q-${first.id}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    await whileBusy(
      async () => {
        await saveMatchAnswers(toAnswers(questions, draft));
        await refreshAfterChange(queryClient, { queryKey: matchKeys.all });
        toast.success(t('match.toasts.complete'));
        navigate(paths.matchCompleted);
      },
      (error) => {
        toast.error(t('match.errors.saveAnswers'), { description: matchErrorText(t, error) });
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t('match.onboarding.questionsTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('match.onboarding.questionsHint')}</p>
        <p className="mt-2 text-sm font-medium" aria-live="polite">
          {t('match.onboarding.answered', { count: answered, total: questions.length })}
        </p>
      </div>
      <ol className="space-y-4">
        {questions.map((q, index) => {
          const current = draft[q.id];
          const flagged = showMissing && current?.choice === undefined;
          const choices = tigrinya ? q.choices_ti : q.choices;
          return (
            <li
              key={q.id}
              id={`match-q-${q.id}`}
              className={cn(
                'rounded-2xl border bg-surface p-4 shadow-sm md:p-5',
                flagged ? 'border-danger' : 'border-border',
              )}
            >
              <fieldset>
                <legend className="font-semibold">
                  {index + 1}. {tigrinya ? q.text_ti : q.text}
                </legend>
                <div className="mt-3 flex flex-wrap gap-2">
                  {choices.map((choice, choiceIndex) => (
                    <label
                      key={choice}
                      className={cn(
                        'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
                        current?.choice === choiceIndex
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border bg-background hover:border-primary',
                      )}
                    >
                      <input
                        type="radio"
                        name={`q-${q.id}`}
                        className="sr-only"
                        checked={current?.choice === choiceIndex}
                        onChange={() => set(q.id, { choice: choiceIndex })}
                      />
                      {choice}
                    </label>
                  ))}
                </div>
                {flagged && (
                  <p role="alert" className="mt-2 text-sm font-medium text-danger">
                    {t('match.errors.unanswered')}
                  </p>
                )}
              </fieldset>
              <label className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {t('match.importance.label')}
                <select
                  className="h-9 rounded-lg border border-border bg-background px-2 text-foreground"
                  value={current?.importance ?? DEFAULT_IMPORTANCE}
                  onChange={(event) => set(q.id, { importance: Number(event.target.value) })}
                >
                  {MATCH_IMPORTANCES.map((level) => (
                    <option key={level} value={level}>
                      {level} · {t(`match.importance.${level}`)}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ol>
      <div className="sticky bottom-20 flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface/95 p-3 shadow-sm backdrop-blur md:bottom-4">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t('match.onboarding.back')}
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('match.onboarding.saving') : t('match.onboarding.complete')}
        </Button>
      </div>
    </form>
  );
}
