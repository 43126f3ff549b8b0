import { useMutation } from '@tanstack/react-query';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';

/** Runs the ledger check on the server (audited there); the answer is shown, not cached. */
export function useVerifyLedger() {
  return useMutation({ mutationFn: () => callApi(routes.verifyLedger) });
}
