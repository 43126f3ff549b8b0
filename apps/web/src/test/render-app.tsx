import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { App } from '@/app';
import { currentHref, navigateTo } from '@/lib/navigation';

/**
 * Opens the whole app at a hash as a first visit (a deep link): history starts here. Answers where the app is
 * (`state.location`, read from the hash) and a way to go elsewhere as the member's links do.
 */
export function renderApp(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  render(<App />);
  return {
    state: {
      get location() {
        const [pathname = '/', query] = currentHref().split('?');
        return { pathname, search: query ? `?${query}` : '' };
      },
    },
    navigate: (to: string) =>
      act(async () => {
        await navigateTo(to);
      }),
  };
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
