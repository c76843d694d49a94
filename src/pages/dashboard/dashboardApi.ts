import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics } from '../../../domain/dashboard';
import { apiRequest } from '../../http';

/** A task as `GET /pm/tasks/user` answers it (DESIGN §3: the SPEC's fields plus done and done_at). */
export interface UserTask {
  _id: string;
  project: string;
  urgent: boolean;
  name: string;
  participants: string[];
  deadline: string | null;
  types: string[];
  description: string | null;
  done: boolean;
  done_at: string | null;
}

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The charts' figures, months counted in the reader's time zone. */
export function useDashboardStatistics() {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: ['dashboard', 'statistics', timeZone],
    queryFn: () => apiRequest<DashboardStatistics>(`/admin/statistics/dashboard?tz=${encodeURIComponent(timeZone)}`),
    staleTime: 60_000,
    retry: false,
  });
}

/** The signed-in person's tasks. */
export function useMyTasks(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'my-tasks'],
    queryFn: async () => (await apiRequest<{ tasks: UserTask[] }>('/pm/tasks/user')).tasks,
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
