import { useSearchParams } from '@/lib/router';
import { OpenLocationView } from '@/features/places/components/open-location-view';
import { placeFromQuery } from '@/lib/places';

/** /open-location?latitude=&longitude=&name=&address= (spec §2), or `storeId=` for a store's own place. */
export default function OpenLocationScreen() {
  const [params] = useSearchParams();
  const storeId = Number(params.get('storeId') ?? '');
  return (
    <OpenLocationView
      place={placeFromQuery(params)}
      name={params.get('name')?.trim() || undefined}
      address={params.get('address')?.trim() || undefined}
      storeId={Number.isInteger(storeId) && storeId > 0 ? storeId : undefined}
    />
  );
}
