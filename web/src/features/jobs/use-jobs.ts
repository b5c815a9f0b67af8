import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJob, TJobsList } from '../../../../contract/jobs';
import { api, apiHref } from '../../api/client';

/** How often a page asks for the progress of a job still queued or running. */
export const JOB_POLL_MS = 700;

export const JOBS_KEY = ['jobs'] as const;

export const isActive = (job: TJob) => job.status === 'queued' || job.status === 'running';

/**
 * The signed-in user's recent jobs, from the server: read again while one is unfinished, so a page
 * left and opened again finds its export where it got to.
 */
export function useJobs() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: () => api.get('/api/jobs', { params: { query: { limit: '10' } } }),
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? JOB_POLL_MS : false),
  });
}

export const jobFileUrl = (job: TJob) => apiHref('/api/jobs/{id}/file', { path: { id: job.id } });

/** Starts a job by `start` (e.g. a report's exports) and lists it at once. */
export function useStartJob<TBody>(start: (body: TBody) => Promise<TJob>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (job) => {
      client.setQueryData<TJobsList>(JOBS_KEY, (list) => ({ items: [job, ...(list?.items ?? []).filter((each) => each.id !== job.id)] }));
      void client.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}

export const ALL_JOBS_KEY = ['jobs', 'all'] as const;

/** docs/mail.md §3: every job, the system's included (holders of `all`); read again while one is unfinished. */
export function useAllJobs(status: TJob['status'] | null) {
  return useQuery({
    queryKey: [...ALL_JOBS_KEY, status],
    queryFn: () => api.get('/api/jobs', { params: { query: { scope: 'all', limit: '100', ...(status ? { status } : {}) } } }),
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? JOB_POLL_MS * 2 : false),
  });
}

/** Queues a failed job again (jobs.retry), then reads the list again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/jobs/{id}/retry', { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_JOBS_KEY }),
  });
}
