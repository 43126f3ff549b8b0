/** Who runs a background job for now (modules/jobs/lease.service.ts). */
export interface JobLeasesTable {
  name: string;
  /** The instance holding the lease (a random id made at its start). */
  holder: string;
  /** Until when (epoch ms) the holder may run the job; after it, any instance may take the lease. */
  expires_at: number;
}
