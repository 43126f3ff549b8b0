import { QueryClient } from '@tanstack/react-query';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already told the member about a failure; a retry would tell them twice.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Cached answers belong to one member: drop them when the token changes (sign-in, logout,
// expiry, switching accounts) so nobody sees the previous member's data.
let lastToken = session.get().token;
session.subscribe(() => {
  const { token } = session.get();
  if (token === lastToken) return;
  lastToken = token;
  queryClient.clear();
});
