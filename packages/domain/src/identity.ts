/**
 * Public identifiers given at registration (product.md "Accounts"): an 8-digit member number that
 * never starts with 0, an invitation code without look-alike characters, and a default nickname.
 * Randomness comes from the caller (crypto in the server), so the rules stay testable.
 */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** `randomInt(max)` returns an integer in [0, max). */
export type RandomInt = (max: number) => number;

export function makeMemberNo(randomInt: RandomInt): string {
  return String(10_000_000 + randomInt(90_000_000));
}

export function makeInvitationCode(randomInt: RandomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET.charAt(randomInt(INVITE_ALPHABET.length));
  return code;
}

/** "uu" + member number: 10 letters and digits, within the nickname rule of spec §5, unique with the number. */
export function defaultNickname(memberNo: string): string {
  return `uu${memberNo}`;
}
