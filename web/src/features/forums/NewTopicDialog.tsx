/**
 * The 'New topic' dialog: title and body required (with clear messages). The
 * topic is shown under the member's own name, or as 'Anon' when they tick
 * 'Post anonymously'; no other name can be given (issue #39).
 */
import type { ForumTopicDto } from '@shared/forums.ts';
import { newTopicSchema } from '@shared/schemas/forums.ts';
import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { createTopic } from './api.ts';
import { fieldErrors, postErrorText } from './messages.ts';
import { PostAnonymously } from './PostAnonymously.tsx';
import { PostBodyField, TopicTitleField } from './PostFields.tsx';

export function NewTopicDialog({
  board,
  city,
  onClose,
  onCreated,
}: {
  board: string;
  city: string;
  onClose: () => void;
  onCreated: (topic: ForumTopicDto) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { board, city, title, body, anonymous };
    const parsed = newTopicSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    await whileBusy(
      async () => {
        const topic = await createTopic(input);
        toast.success(t('forums.topicCreated'));
        onCreated(topic);
      },
      (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
          setErrors(
            fieldErrors(
              Object.entries(error.fields).map(([path, message]) => ({ path: [path], message })),
            ),
          );
        } else {
          toast.error(postErrorText(error, t('forums.postFailed')));
        }
      },
    );
  };

  return (
    <Modal
      onOpenChange={(open) => !open && onClose()}
      title={t('forums.newTopic')}
      description={t('forums.newTopicHint', { city })}
      closeLabel={t('forums.cancel')}
      icon={<MessageSquarePlus className="h-5 w-5" aria-hidden="true" />}
      className="sm:max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4" data-testid="new-topic-form">
        <TopicTitleField
          label={t('forums.titleLabel')}
          value={title}
          onChange={setTitle}
          error={errors.title}
        />
        <PostBodyField
          label={t('forums.bodyLabel')}
          value={body}
          onChange={setBody}
          error={errors.body}
          rows={6}
        />
        <PostAnonymously checked={anonymous} onChange={setAnonymous} />
        {errors.city && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.city}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={onClose}>
            {t('forums.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('forums.postTopic')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
