/**
 * The admin moderation API (issue #39): the report queue and its actions,
 * members and their suspensions, the log. Every answer is admins-only on the
 * server (401 signed out, 403 'Only admins can see this page.').
 */
import {
  type AdminMember,
  type AdminMemberList,
  MODERATION_MESSAGES,
  type ModerationLog,
  REPORT_KINDS,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportGroup,
  type ReportKind,
  type ReportQueue,
  type ReportSort,
  type ReportStatus,
  type SuspensionLength,
} from '@shared/moderation.ts';
import { type ModerationActionBody, REPORT_FORM_MESSAGES } from '@shared/schemas/moderation.ts';
import type { TFunction } from 'i18next';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { messageText } from '../../app/error-text.ts';
import { MODERATION_KEY } from './me.ts';

export const adminKeys = {
  all: [...MODERATION_KEY, 'admin'] as const,
  queue: (params: QueueParams) => [...adminKeys.all, 'queue', params] as const,
  members: (params: MemberParams) => [...adminKeys.all, 'members', params] as const,
  log: (params: LogParams) => [...adminKeys.all, 'log', params] as const,
};

export type QueueParams = {
  kind: ReportKind | null;
  status: ReportStatus;
  sort: ReportSort;
  page: number;
};

/** The queue's filters left out of its address. */
export const QUEUE_DEFAULTS = { status: 'open', sort: 'newest' } as const;

export type MemberParams = { q: string; page: number };

export type LogParams = { admin: string | null; member: string | null; page: number };

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A filtered admin list's address after a change: each filter that is set and
 * not its default, then the page from 2 on. A change without a page (a new
 * filter) goes back to page 1.
 */
export function filtersSearch<P extends { page: number }>(
  params: P,
  change: Partial<P>,
  defaults: Partial<Record<keyof P, string>> = {},
): URLSearchParams {
  const merged = { ...params, page: 1, ...change };
  const unchanged: Record<string, unknown> = defaults;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (key !== 'page' && value && value !== unchanged[key]) search.set(key, String(value));
  }
  if (merged.page > 1) search.set('page', String(merged.page));
  return search;
}

/** The queue's filters from the page's address (unknown values fall back to the defaults). */
export function queueParams(search: URLSearchParams): QueueParams {
  const kind = search.get('kind');
  return {
    kind: REPORT_KINDS.includes(kind as ReportKind) ? (kind as ReportKind) : null,
    status: pick(REPORT_STATUSES, search.get('status'), QUEUE_DEFAULTS.status),
    sort: pick(REPORT_SORTS, search.get('sort'), QUEUE_DEFAULTS.sort),
    page: pageParam(search.get('page')),
  };
}

/** The members search from the page's address. */
export const memberParams = (search: URLSearchParams): MemberParams => ({
  q: search.get('q') ?? '',
  page: pageParam(search.get('page')),
});

/** The log's filters from the page's address (user ids, as the API takes them). */
export const logParams = (search: URLSearchParams): LogParams => ({
  admin: search.get('admin') || null,
  member: search.get('member') || null,
  page: pageParam(search.get('page')),
});

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const fetchQueue = (params: QueueParams) =>
  apiFetch<ReportQueue>(`/admin/reports${query(params)}`);

export const actOnGroup = (kind: ReportKind, targetId: string, body: ModerationActionBody) =>
  apiFetch<{ group: ReportGroup }>(
    `/admin/reports/${kind}/${encodeURIComponent(targetId)}/actions`,
    { json: body },
  );

export const fetchMembers = (params: MemberParams) =>
  apiFetch<AdminMemberList>(`/admin/members${query(params)}`);

export const suspendMember = (
  id: string,
  body: { length: SuspensionLength; reason: string; note: string },
) =>
  apiFetch<{ member: AdminMember }>(`/admin/members/${encodeURIComponent(id)}/suspension`, {
    json: body,
  });

export const liftSuspension = (id: string, note: string) =>
  apiFetch<{ member: AdminMember }>(`/admin/members/${encodeURIComponent(id)}/suspension`, {
    method: 'DELETE',
    json: { note },
  });

export const fetchLog = (params: LogParams) =>
  apiFetch<ModerationLog>(`/admin/log${query(params)}`);

/** How many pages a list of `total` has (at least one). */
export const pageCount = (list: { total: number; page_size: number }) =>
  Math.max(1, Math.ceil(list.total / Math.max(1, list.page_size)));

/** The server refused the reader as an admin (403) or as signed out (401). */
export const isRefused = (error: unknown, status: 401 | 403) =>
  error instanceof ApiRequestError && error.status === status;

const ADMIN_KEY_BY_MESSAGE = new Map<string, string>([
  [MODERATION_MESSAGES.alreadyResolved, 'errors.alreadyResolved'],
  [MODERATION_MESSAGES.suspendAuthorMissing, 'errors.suspendAuthorMissing'],
  [MODERATION_MESSAGES.suspendAdmin, 'errors.suspendAdmin'],
  [MODERATION_MESSAGES.memberNotFound, 'errors.memberNotFound'],
  [MODERATION_MESSAGES.notSuspended, 'errors.notSuspended'],
  [MODERATION_MESSAGES.adminsOnly, 'adminsOnly'],
  [REPORT_FORM_MESSAGES.noteTooLong, 'errors.noteTooLong'],
  [REPORT_FORM_MESSAGES.suspensionReason, 'errors.suspensionReason'],
  [REPORT_FORM_MESSAGES.suspensionReasonTooLong, 'errors.suspensionReasonTooLong'],
  [REPORT_FORM_MESSAGES.suspensionNeeded, 'errors.suspensionNeeded'],
]);

/** A shared admin message in the reader's language (`t` of the 'admin' strings); others through the server's catalogues (error-text.ts). */
export function adminMessage(t: TFunction<'admin'>, message: string): string {
  const key = ADMIN_KEY_BY_MESSAGE.get(message);
  return key ? t(key) : messageText(message);
}
