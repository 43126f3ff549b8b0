import autocannon from 'autocannon';

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

/** Drives one URL with autocannon: a short warm-up (`warmUp` seconds, 0 for none), then the measured run. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 10,
  connections = 50,
  warmUp = 2,
): Promise<LoadResult> {
  if (warmUp > 0) await autocannon({ url, headers, connections, duration: warmUp });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
