import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** One retry for a failure that may pass (network, 5xx); none for a 4xx, which would only fail again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
