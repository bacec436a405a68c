import type { PersonRef } from '@shared/people.ts';
import type { TFunction } from 'i18next';

/**
 * How the other member of a thread is named: their label, 'Anonymous User'
 * when they have none, 'Deleted member' once they deleted their account (the
 * server sends no counterpart then; the thread and its history stay, issue #40).
 */
export function counterpartLabel(t: TFunction, counterpart: PersonRef | null): string {
  if (!counterpart) return t('inbox.deletedMember');
  return counterpart.label ?? t('inbox.anonymous');
}
