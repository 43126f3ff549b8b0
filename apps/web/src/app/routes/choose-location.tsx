import { useNavigate, useSearchParams } from '@/lib/router';
import { paths, safeRedirect } from '@/config/paths';
import { ChooseLocationView } from '@/features/places/components/choose-location-view';
import { handBackPlace, placeFromQuery } from '@/lib/places';

/**
 * /choose-location?latitude=&longitude=&redirect= (spec §2). Confirming leaves the place for the
 * page at `redirect` (lib/places.ts: a session item addressed to it) and returns there: back
 * when it opened this page, or to it when this page was the first (a deep link or a reload).
 */
export default function ChooseLocationScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <ChooseLocationView
      initial={placeFromQuery(params)}
      onConfirm={(place) => {
        handBackPlace(redirect ?? '', place);
        const first = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
        if (!first) void navigate(-1);
        else void navigate(redirect ?? paths.home.getHref(), { replace: true });
      }}
    />
  );
}
