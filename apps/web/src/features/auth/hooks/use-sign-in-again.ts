import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/session';

/** What the login page says when it was sent there (its `location.state.notice`). */
export type LoginNotice = 'signInAgain';

/**
 * After a password change the server has revoked every token of the account (product.md), so the
 * session ends here too (stored data cleared, socket closed) and the member signs in again, with
 * the login page saying why (spec §4). The page is left first: its sign-in guard would otherwise
 * remember it as the way back.
 */
export function useSignInAgain(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: { notice: LoginNotice } = { notice: 'signInAgain' };
    flushSync(() => void navigate(paths.login.getHref(), { replace: true, state }));
    endSession();
  }, [navigate]);
}
