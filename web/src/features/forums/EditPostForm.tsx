/**
 * Editing one's own topic (title and body) or reply in place (issue #40).
 * Checked with the shared schema first; the server checks again (author
 * only, not while moderation holds the post) and marks the post edited.
 */
import { editReplySchema, editTopicSchema } from '@shared/schemas/forums.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { fieldErrors, postErrorText } from './messages.ts';
import { PostBodyField, TopicTitleField } from './PostFields.tsx';

type Words = { title?: string; body: string };

type EditPostFormProps = {
  /** With a title: a topic; without: a reply. */
  initial: Words;
  onSave: (words: Words) => Promise<void>;
  /** Saved or cancelled: the post shows its words again. */
  onDone: () => void;
};

export function EditPostForm({ initial, onSave, onDone }: EditPostFormProps) {
  const { t } = useTranslation();
  const isTopic = initial.title !== undefined;
  const [title, setTitle] = useState(initial.title ?? '');
  const [body, setBody] = useState(initial.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = isTopic ? { title, body } : { body };
    const parsed = (isTopic ? editTopicSchema : editReplySchema).safeParse(words);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await onSave(words);
      onDone();
    } catch (error) {
      toast.error(postErrorText(error, t('forums.editFailed')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" data-testid="edit-post">
      {isTopic && (
        <TopicTitleField
          label={t('forums.editTitle')}
          value={title}
          onChange={setTitle}
          error={errors.title}
        />
      )}
      <PostBodyField
        label={isTopic ? t('forums.editBody') : t('forums.editReply')}
        value={body}
        onChange={setBody}
        error={errors.body}
        rows={isTopic ? 5 : 3}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t('forums.cancelEdit')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('forums.saving') : t('forums.save')}
        </Button>
      </div>
    </form>
  );
}
