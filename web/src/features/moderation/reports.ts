/**
 * Filing a report (issue #39): one body for every kind, {reason, details}
 * (shared/schemas/moderation.ts), sent to the reported thing's own address.
 */
import type { ReportKind, ReportReply } from '@shared/moderation.ts';
import type { ReportBody } from '@shared/schemas/moderation.ts';
import { apiFetch } from '../../app/api.ts';

const REPORT_PATHS: Record<ReportKind, (id: string) => string> = {
  listing: (id) => `/listings/${id}/reports`,
  chat_message: (id) => `/chat/messages/${id}/reports`,
  forum_topic: (id) => `/forums/topics/${id}/reports`,
  forum_reply: (id) => `/forums/replies/${id}/reports`,
  direct_message: (id) => `/inbox/messages/${id}/reports`,
  mentor_profile: (id) => `/mentors/${id}/reports`,
  mentor_review: (id) => `/mentors/reviews/${id}/reports`,
  match_profile: (id) => `/match/profiles/${id}/reports`,
  member: (id) => `/members/${id}/reports`,
};

export function reportPath(kind: ReportKind, id: string): string {
  return REPORT_PATHS[kind](encodeURIComponent(id));
}

export function fileReport(kind: ReportKind, id: string, body: ReportBody): Promise<ReportReply> {
  return apiFetch<ReportReply>(reportPath(kind, id), { json: body });
}
