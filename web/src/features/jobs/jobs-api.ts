/** The admin job queue API (issue #44): admins only on the server (401 / 403). */
import type { JobsOverview } from '@shared/jobs.ts';
import { apiFetch } from '../../app/api.ts';
import { adminKeys } from '../moderation/admin-api.ts';

export const jobKeys = { overview: [...adminKeys.all, 'jobs'] as const };

export const fetchJobs = () => apiFetch<JobsOverview>('/admin/jobs');

export const retryJob = (id: string) =>
  apiFetch<{ ok: true }>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { json: {} });
