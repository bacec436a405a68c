/**
 * The admins' dialogs (issue #39), in the app's dialog, never window.confirm:
 * Dismiss, Remove or Suspend a group of reports, Suspend a member, Lift a
 * suspension; each with an optional note, a suspension with its length
 * (1 day, 7 days, 30 days, permanently) and a reason the member sees.
 */
import {
  type ModerationAction,
  type ReportGroup,
  type ReportQueue,
  SUSPENSION_LENGTHS,
  type SuspensionLength,
} from '@shared/moderation.ts';
import { REPORT_FORM_MESSAGES } from '@shared/schemas/moderation.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ShieldCheck, Trash2, UserX } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiRequestError } from '../../app/api.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field, TextAreaField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { useAdminStrings } from './AdminFrame.tsx';
import {
  actOnGroup,
  adminKeys,
  adminMessage,
  liftSuspension,
  type QueueParams,
  suspendMember,
} from './admin-api.ts';
import { MODERATION_KEY } from './me.ts';

const NOTE_MAX = 1000;
const REASON_MAX = 300;

type Suspending = { length: SuspensionLength; reason: string };

/** A suspension as the API takes it: the reason the member sees, trimmed. */
function suspensionInput(suspension: Suspending) {
  return { length: suspension.length, reason: suspension.reason.trim() };
}

/** The dialogs on one member of /admin/members (Suspend, Lift suspension). */
type MemberDialogProps = { member: { id: string; name: string }; onClose: () => void };

/** Failed: field errors beside their fields, anything else as a toast. */
function useFailure() {
  const { t } = useAdminStrings();
  const [fields, setFields] = useState<Record<string, string>>({});
  const fail = (error: unknown, title: string) => {
    if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
      const translated: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fields))
        translated[key.split('.').at(-1) ?? key] = adminMessage(t, message);
      setFields(translated);
      return;
    }
    toast.error(title, {
      description: error instanceof ApiRequestError ? adminMessage(t, error.message) : undefined,
    });
  };
  return { fields, setFields, fail };
}

/** After any action: every admin list (queue, members, log) and the reader's own standing. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => refreshAfterChange(queryClient, { queryKey: MODERATION_KEY });
}

/**
 * An admin dialog's form: its note (every action may have one, for the log)
 * and its submit: busy while it runs; then its toast, the dialog closes and
 * the admin lists refresh; a failure shows on the fields it names, or as
 * 'Action failed' with the server's reason.
 */
function useAdminAction(onClose: () => void) {
  const { t } = useAdminStrings();
  const refresh = useRefreshAdmin();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { fields, setFields, fail } = useFailure();
  const run = async (act: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFields({});
    try {
      await act();
      toast.success(done);
      onClose();
      void refresh();
    } catch (error) {
      setBusy(false);
      fail(error, t('reports.actionFailed'));
    }
  };
  /** A suspension's reason is required: when it is blank, says so beside its field. */
  const reasonMissing = (suspension: Suspending) => {
    if (suspension.reason.trim() !== '') return false;
    setFields({ reason: adminMessage(t, REPORT_FORM_MESSAGES.suspensionReason) });
    return true;
  };
  return { note, setNote, busy, fields, run, reasonMissing, close: onClose };
}

type AdminActionForm = ReturnType<typeof useAdminAction>;

type SuspensionFieldsProps = {
  value: Suspending;
  onChange: (next: Suspending) => void;
  errors: Record<string, string>;
};

function SuspensionFields({ value, onChange, errors }: SuspensionFieldsProps) {
  const { t } = useAdminStrings();
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('action.length')}</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {SUSPENSION_LENGTHS.map((length) => (
            <label
              key={length}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-2 py-2 text-sm',
                value.length === length
                  ? 'border-primary bg-primary/10 font-medium'
                  : 'border-border bg-background hover:bg-surface-raised',
              )}
            >
              <input
                type="radio"
                name={`${id}-length`}
                value={length}
                checked={value.length === length}
                onChange={() => onChange({ ...value, length })}
                className="h-4 w-4 accent-primary"
              />
              {t(`action.lengths.${length}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('action.reason')}
        hint={t('action.reasonHint')}
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
        maxLength={REASON_MAX}
        error={errors.reason}
        required
      />
    </>
  );
}

type NoteFieldProps = {
  value: string;
  onChange: (note: string) => void;
  error?: string;
};

function NoteField({ value, onChange, error }: NoteFieldProps) {
  const { t } = useAdminStrings();
  return (
    <TextAreaField
      label={t('action.note')}
      hint={t('action.noteHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={NOTE_MAX}
      rows={2}
      error={error}
      className="[&_textarea]:min-h-20"
    />
  );
}

type DialogFormProps = {
  title: string;
  description: string;
  icon: ReactNode;
  confirm: string;
  danger?: boolean;
  form: AdminActionForm;
  onSubmit: () => void;
  children?: ReactNode;
};

/** An admin dialog: its own fields (`children`), the note, Cancel and the confirm button. */
function DialogForm({
  title,
  description,
  icon,
  confirm,
  danger = false,
  form,
  onSubmit,
  children,
}: DialogFormProps) {
  const { t } = useAdminStrings();
  const { busy, close: onClose } = form;
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      closeLabel={t('action.cancel')}
      icon={icon}
      className="sm:max-w-lg"
    >
      <form
        className="mt-5 space-y-4"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        <NoteField value={form.note} onChange={form.setNote} error={form.fields.note} />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={danger ? 'bg-danger text-white hover:bg-danger/90' : undefined}
          >
            {busy ? t('action.working') : confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const ACTION_ICONS: Record<ModerationAction, ReactNode> = {
  dismiss: <CircleCheck className="h-6 w-6" aria-hidden="true" />,
  remove: <Trash2 className="h-6 w-6" aria-hidden="true" />,
  suspend: <UserX className="h-6 w-6" aria-hidden="true" />,
};

type GroupActionDialogProps = {
  group: ReportGroup;
  action: ModerationAction;
  onClose: () => void;
};

/** Dismiss, Remove or Suspend on one group of reports: every open report on it resolves. */
export function GroupActionDialog({ group, action, onClose }: GroupActionDialogProps) {
  const { t } = useAdminStrings();
  const queryClient = useQueryClient();
  const [suspension, setSuspension] = useState<Suspending>({ length: '7d', reason: '' });
  const form = useAdminAction(onClose);
  const name = group.author?.name ?? t('reports.unknownAuthor');

  /** The group leaves the open lists at once; the reads after it are the server's word. */
  const leaveOpenLists = () =>
    queryClient.setQueriesData<ReportQueue>(
      {
        queryKey: [...adminKeys.all, 'queue'],
        predicate: (query) => (query.queryKey[3] as QueueParams | undefined)?.status === 'open',
      },
      (queue) =>
        queue && {
          ...queue,
          groups: queue.groups.filter(
            (item) => !(item.kind === group.kind && item.target_id === group.target_id),
          ),
          total: Math.max(0, queue.total - 1),
        },
    );

  const submit = async () => {
    if (action === 'suspend' && form.reasonMissing(suspension)) return;
    await form.run(
      async () => {
        await actOnGroup(group.kind, group.target_id, {
          action,
          note: form.note.trim(),
          suspension: action === 'suspend' ? suspensionInput(suspension) : undefined,
        });
        leaveOpenLists();
      },
      t(`reports.done.${action}`),
    );
  };

  return (
    <DialogForm
      title={
        action === 'dismiss'
          ? t('action.dismissTitle')
          : action === 'remove'
            ? t('action.removeTitle')
            : t('action.suspendTitle', { name })
      }
      description={t(`action.${action}Body`)}
      icon={ACTION_ICONS[action]}
      confirm={t(`reports.${action}`)}
      danger={action !== 'dismiss'}
      form={form}
      onSubmit={() => void submit()}
    >
      {action === 'suspend' && (
        <SuspensionFields value={suspension} onChange={setSuspension} errors={form.fields} />
      )}
    </DialogForm>
  );
}

/** Suspend a member from /admin/members. */
export function SuspendMemberDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useAdminStrings();
  const [suspension, setSuspension] = useState<Suspending>({ length: '7d', reason: '' });
  const form = useAdminAction(onClose);

  const submit = async () => {
    if (form.reasonMissing(suspension)) return;
    await form.run(
      () => suspendMember(member.id, { ...suspensionInput(suspension), note: form.note.trim() }),
      t('members.suspended', { name: member.name }),
    );
  };

  return (
    <DialogForm
      title={t('action.suspendTitle', { name: member.name })}
      description={t('action.suspendBody')}
      icon={ACTION_ICONS.suspend}
      confirm={t('members.suspend')}
      danger
      form={form}
      onSubmit={() => void submit()}
    >
      <SuspensionFields value={suspension} onChange={setSuspension} errors={form.fields} />
    </DialogForm>
  );
}

/** Lift a suspension early, with an optional note for the log. */
export function LiftSuspensionDialog({ member, onClose }: MemberDialogProps) {
  const { t } = useAdminStrings();
  const form = useAdminAction(onClose);

  const submit = () =>
    form.run(
      () => liftSuspension(member.id, form.note.trim()),
      t('members.lifted', { name: member.name }),
    );

  return (
    <DialogForm
      title={t('members.liftTitle', { name: member.name })}
      description={t('members.liftBody')}
      icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}
      confirm={t('members.lift')}
      form={form}
      onSubmit={() => void submit()}
    />
  );
}
