import { useSearchParams } from '@/lib/router';
import { Platform } from '@uu/contract/headers';
import { DownloadProgressView } from '@/features/versions/components/download-progress-view';

const CODES: readonly number[] = Object.values(Platform);

/** downloadProgress (spec §2): `?platform=` (spec §3 code) downloads that platform's newest file; android by default. */
export default function DownloadProgressScreen() {
  const [params] = useSearchParams();
  const asked = Number(params.get('platform'));
  const platform = CODES.includes(asked) ? asked : Platform.android;
  return <DownloadProgressView key={platform} platform={platform} />;
}
