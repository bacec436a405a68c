/**
 * 'Mark all read' (docs/product.md#notifications), in the bell's dropdown and on /notifications:
 * one rule for when it can be pressed (something unread, no marking under way).
 */
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';
import { useMarkNotifications } from './useNotifications.ts';

type MarkAllReadButtonProps = {
  unread: number | undefined;
  variant: ButtonVariant;
  size?: ButtonSize;
};

export function MarkAllReadButton({ unread, variant, size }: MarkAllReadButtonProps) {
  const { t } = useTranslation();
  const { markAll } = useMarkNotifications();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={!unread || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {t('notifications.markAllRead')}
    </Button>
  );
}
