import { queryOptions } from '@tanstack/react-query';
import { getSecondFactorState } from './auth-requests';

/** Where the session stands with the second factor: the console's guard and My Account read it. */
export const secondFactorStateQueryOptions = queryOptions({
  queryKey: ['session', 'second-factor'] as const,
  queryFn: ({ signal }) => getSecondFactorState(signal),
});
