import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';

/** Opens the whole app at a hash as a first visit (a deep link): history starts here. */
export function renderApp(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const router = createHashRouter(appRoutes);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** Renders one screen part (a form) with what it needs around it: its own query client and a router. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The input with this test id, or the one inside it (antd-mobile puts the test id on its wrapper). */
export const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);

/** Types into that input as the member would (the whole value at once). */
export const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
