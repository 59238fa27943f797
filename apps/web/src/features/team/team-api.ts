import type { OperatorRole, TeamList, TeamMember } from '@shata/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/* Every request of the console's Team screen; the answers' types are the domain's. */

/** Under the console's key: signing out drops it with the rest. */
const teamQueryKey = ['operator', 'team'] as const;
const operatorsPath = '/api/admin/operators';
const operatorPath = (id: string) => `${operatorsPath}/${encodeURIComponent(id)}`;

/** GET /api/admin/operators: every operator, by e-mail. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => apiFetch<TeamList>(operatorsPath, { signal }),
    select: (answer) => answer.operators,
  });

export const refreshTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamQueryKey });

/** POST /api/admin/operators: the account is made and the invitation mailed. */
export function inviteOperator(input: { email: string; role: OperatorRole }): Promise<TeamMember> {
  return apiFetch(operatorsPath, { method: 'POST', json: input });
}

/** PUT /api/admin/operators/:id/role: counts from the operator's next request. */
export function changeRole(id: string, role: OperatorRole): Promise<TeamMember> {
  return apiFetch(`${operatorPath(id)}/role`, { method: 'PUT', json: { role } });
}

/** POST /api/admin/operators/:id/disable or /enable. */
export function setDisabled(id: string, disabled: boolean): Promise<TeamMember> {
  return apiFetch(`${operatorPath(id)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' });
}

/** POST /api/admin/operators/:id/second-factor/reset: their sessions end; they set one up at their next sign-in. */
export function resetSecondFactor(id: string): Promise<TeamMember> {
  return apiFetch(`${operatorPath(id)}/second-factor/reset`, { method: 'POST' });
}
