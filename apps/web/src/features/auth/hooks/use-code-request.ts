import { useState } from 'react';
import type { SendCodeResult } from '@uu/contract/accounts';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from './use-countdown';

/**
 * Asks for a verification code and runs the 60 s countdown before the next (spec §4). When the
 * server says it is too soon, the countdown runs for as long as it says is left. `initialEndsAt`
 * resumes a countdown kept in a form's draft; `endsAt` is what to keep.
 */
export function useCodeRequest<T extends SendCodeResult>(send: () => Promise<T>, initialEndsAt?: number) {
  const countdown = useCountdown(initialEndsAt);
  const [pending, setPending] = useState(false);

  const request = async (): Promise<T | undefined> => {
    setPending(true);
    try {
      const result = await send();
      countdown.start(result.resendAfter > 0 ? result.resendAfter : Limits.codeResendSeconds);
      return result;
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === Code.CODE_TOO_SOON) {
        const data = cause.data as { resendAfter?: unknown } | null | undefined;
        countdown.start(typeof data?.resendAfter === 'number' && data.resendAfter > 0 ? data.resendAfter : Limits.codeResendSeconds);
      }
      return undefined; // the API client already said why
    } finally {
      setPending(false);
    }
  };

  return { remaining: countdown.remaining, endsAt: countdown.endsAt, pending, request };
}
