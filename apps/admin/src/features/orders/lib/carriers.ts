/**
 * The carriers the console offers when shipping (docs/decisions.md, "Carriers"): Taiwan's common home-delivery
 * companies first, then mainland China's. An order keeps the carrier's name as text, in the operator's language, so
 * another carrier can still be typed under "another carrier".
 */
export const CARRIERS = [
  'tcat',
  'hct',
  'kerry',
  'post',
  'pelican',
  'sf',
  'zto',
  'yto',
  'sto',
  'yunda',
  'jd',
  'ems',
  'jt',
  'deppon',
] as const;

/** The select's value for a carrier not in the list. */
export const OTHER_CARRIER = '__other__';

/** Today's date (YYYY-MM-DD, the operator's clock) is before the installation date the member booked. */
export function beforeBookedDate(installationTime: string | null, today: string): boolean {
  return installationTime !== null && /^\d{4}-\d{2}-\d{2}/.test(installationTime) && today < installationTime.slice(0, 10);
}
