import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function renderFailing(error: Error) {
  const Thrower = () => {
    throw error;
  };
  render(
    <ErrorBoundary FallbackComponent={RouteError}>
      <Thrower />
    </ErrorBoundary>,
  );
}

// issue 19 #1: a screen whose code no longer exists on the server (a new version was published
// since the app was opened) said "check your network"; it offers to reload instead.
describe('a screen that fails to load', () => {
  it('whose code chunk cannot be fetched says a new version may be out and offers reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: https://uu.example/assets/wallet-1a2b3c.js'));
    expect(await screen.findByText('可能已發布新版本，請重新整理以載入最新版本')).toBeTruthy();
    expect(screen.queryByText(/網絡|網路/)).toBeNull();
    expect(screen.getByRole('button', { name: '重新整理' })).toBeTruthy();
  });
});
