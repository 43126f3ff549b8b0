import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { Code } from '@uu/contract/codes';
import { ApiError } from './api';

function report(error: unknown) {
  // A session that ended sends the operator to sign in; no message on top of that.
  if (error instanceof ApiError && error.code === Code.ADMIN_SESSION_INVALID) return;
  void message.error(error instanceof Error ? error.message : String(error));
}

/**
 * One query client: lists stay fresh for 10 s, a failed read is not retried on a 4xx-like business
 * code (the answer will not change), and every failure shows the server's message once.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: report }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.meta?.silent) report(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => error instanceof ApiError && error.code === ApiError.NETWORK && count < 2,
    },
  },
});

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}
