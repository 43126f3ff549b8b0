export interface ThrottlesTable {
  key: string;
  count: number;
  expires_at: number;
}
