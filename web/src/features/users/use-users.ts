import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '../../../../contract/permissions';
import type { UserType } from '../../../../contract/user-types';
import type { TUserPage, TUserRow } from '../../../../contract/users';
import { api } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';

const USERS_KEY = ['users'] as const;

/** One view of the list: its query string, as the list view keeps it in the URL. */
export function useUsers(query: PagedQuery<'/api/users'>) {
  return usePagedList(USERS_KEY, '/api/users', query);
}

export type UserAction = 'approve' | 'disable-login' | 'deactivate' | 'activate';

/** Every answer is the updated row: patch it into every cached list instead of refetching all pages. */
function useUserMutation<TVariables>(send: (variables: TVariables) => Promise<TUserRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (row) => {
      queryClient.setQueriesData<InfiniteData<TUserPage>>({ queryKey: USERS_KEY }, (cached) =>
        cached ? { ...cached, pages: cached.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) })) } : cached,
      );
    },
  });
}

export function useUserAction() {
  return useUserMutation(({ id, action }: { id: string; action: UserAction }) => api.post(`/api/users/{id}/${action}` as const, { params: { path: { id } } }));
}

export function useSetUserType() {
  return useUserMutation(({ id, type }: { id: string; type: UserType }) => api.put('/api/users/{id}/type', { params: { path: { id } }, body: { type } }));
}

export function useSetPermissions() {
  return useUserMutation(({ id, permissions }: { id: string; permissions: Permission[] }) =>
    api.put('/api/users/{id}/permissions', { params: { path: { id } }, body: { permissions } }),
  );
}

/** Which state changes make sense from a row's status. */
export function actionsFor(row: Pick<TUserRow, 'canLogin' | 'isActive'>): UserAction[] {
  const actions: UserAction[] = [];
  if (row.isActive && !row.canLogin) actions.push('approve');
  if (row.isActive && row.canLogin) actions.push('disable-login');
  if (row.isActive) actions.push('deactivate');
  else actions.push('activate');
  return actions;
}

export function useLinkIndividual() {
  return useUserMutation(({ id, individualId }: { id: string; individualId: string | null }) =>
    api.put('/api/users/{id}/individual', { params: { path: { id } }, body: { individualId } }),
  );
}
