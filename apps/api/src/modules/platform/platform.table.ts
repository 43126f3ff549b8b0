export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}
