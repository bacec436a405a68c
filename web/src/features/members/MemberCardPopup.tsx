/**
 * Where the member card opens: beside the name on desktop (a popover that
 * closes on Escape or an outside click, and hands focus back to the name), in
 * the site's bottom sheet on phones (ui/modal-dialog.tsx).
 */
import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { usePhoneLayout } from '../../ui/useMediaQuery.ts';
import { MemberCardBody } from './MemberCardBody.tsx';

type MemberCardPopupProps = {
  memberId: string;
  label: string;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

export function MemberCardPopup({ memberId, label, anchor, onClose }: MemberCardPopupProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Modal
        onOpenChange={(open) => !open && onClose()}
        title={t('members.card')}
        closeLabel={t('members.close')}
      >
        <div data-testid="member-card" className="mt-4">
          <MemberCardBody memberId={memberId} onLeave={onClose} />
        </div>
      </Modal>
    );
  }
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('members.card')}
          data-testid="member-card"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-(--layer-popover) w-80 rounded-2xl border border-border bg-surface p-4 text-foreground shadow-2xl outline-none"
        >
          <MemberCardHeading label={label} />
          <MemberCardBody memberId={memberId} onLeave={onClose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The popover's own title (the sheet has the dialog's). */
function MemberCardHeading({ label }: { label: string }) {
  return <h2 className="sr-only">{label}</h2>;
}
