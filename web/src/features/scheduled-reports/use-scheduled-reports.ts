import { useQuery } from '@tanstack/react-query';
import type { TAlertSettingsBody, TScheduledReportBody } from '../../../../contract/scheduled-reports';
import { api } from '../../api/client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const SCHEDULES_KEY = ['scheduled-reports'] as const;
const ALERTS_KEY = ['alerts'] as const;

/** docs/mail.md §4: every schedule with its next run, and the company's time zone. */
export function useScheduledReports() {
  return useQuery({ queryKey: SCHEDULES_KEY, queryFn: () => api.get('/api/scheduled-reports') });
}

/** Adds a schedule, or replaces one when an id is given. */
export function useSaveSchedule() {
  return useRefreshingMutation([SCHEDULES_KEY], ({ id, body }: { id: string | null; body: TScheduledReportBody }) =>
    id ? api.put('/api/scheduled-reports/{id}', { params: { path: { id } }, body }) : api.post('/api/scheduled-reports', { body }),
  );
}

export function useDeleteSchedule() {
  return useRefreshingMutation([SCHEDULES_KEY], (id: string) => api.delete('/api/scheduled-reports/{id}', { params: { path: { id } } }));
}

export function useAlerts() {
  return useQuery({ queryKey: ALERTS_KEY, queryFn: () => api.get('/api/alerts') });
}

/** Saving the alerts may change the time zone: the schedules' next runs are read again. */
export function useSaveAlerts() {
  return useRefreshingMutation([ALERTS_KEY, SCHEDULES_KEY], (body: TAlertSettingsBody) => api.put('/api/alerts', { body }));
}

/** Active users of the app, by name, for the recipients pickers. */
export function useRecipientOptions() {
  return useQuery({
    queryKey: ['recipient-options'],
    queryFn: async () => {
      const answer = await api.get('/api/users', { params: { query: { status: 'active', sort: 'name-asc', limit: '100' } } });
      return answer.items.map((user) => ({ value: user.id, label: `${user.name} <${user.email}>` }));
    },
  });
}
