import type { MemberCard } from '@shared/member-card.ts';
import { apiFetch } from '../../app/api.ts';

/** Under the member's id, and the viewer's (the card says whether they may message). */
export const memberCardKey = (memberId: string, viewerId: string | undefined) =>
  ['member-card', memberId, viewerId ?? null] as const;

export const fetchMemberCard = (memberId: string) =>
  apiFetch<MemberCard>(`/members/${encodeURIComponent(memberId)}/card`);
