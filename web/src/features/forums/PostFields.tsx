/**
 * The words of a forum post as a member types them: a topic's title and a
 * post's body, each required and held to the forums' limits. New topic, Edit
 * and Reply use the same two fields, so the limits live in one place.
 */
import { FORUM_BODY_MAX, FORUM_TITLE_MAX } from '@shared/forums.ts';
import { Field, TextAreaField } from '../../ui/field.tsx';

type WordsFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
};

/** A topic's title. */
export function TopicTitleField({ label, value, onChange, error }: WordsFieldProps) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={FORUM_TITLE_MAX}
      required
    />
  );
}

/** A topic's or a reply's body. */
export function PostBodyField({
  label,
  value,
  onChange,
  error,
  rows,
}: WordsFieldProps & { rows: number }) {
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={FORUM_BODY_MAX}
      rows={rows}
      required
    />
  );
}
