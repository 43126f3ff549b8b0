import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * A part of the app that reads through react-query, with the app's one query client around it. The parts that
 * do (every screen but home, the shell's message counts) are loaded lazily and wrapped as they load
 * (app/router.tsx, unread-badge.tsx): the first route does not carry react-query (issue 25: 10 kB gzipped).
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueries;
}
