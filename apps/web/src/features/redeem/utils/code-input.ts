import { REDEEM_CODE_LENGTH } from '@uu/contract/redemption';

/** Characters a member may type: the codes' letters and digits (others are dropped while typing). */
const NOT_CODE = /[^0-9A-Z]/g;

/**
 * A code as the member types it, the way it is printed: capitals in groups of four joined by dashes
 * ("abcd efgh" → "ABCD-EFGH"), at most the code's length. Spaces and dashes typed or pasted are
 * dropped and put back where they belong; the server ignores them either way.
 */
export function groupRedeemCode(typed: string): string {
  const bare = typed.toUpperCase().replace(NOT_CODE, '').slice(0, REDEEM_CODE_LENGTH);
  return bare.replace(/(.{4})(?=.)/g, '$1-');
}
