import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { AddressForm } from '@/features/addresses/components/address-form';
import { useAddressesTranslation } from '@/features/addresses/hooks/use-addresses-translation';
import { followChosenAddress } from '@/features/addresses/utils/chosen-address';
import { forgetDraft, rememberDraft, rememberedDraft } from '@/features/addresses/utils/draft-memory';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import { clearChosenPlace, peekChosenPlace } from '@/lib/places';
import styles from './address-screen.module.css';

/**
 * editAddress (spec §2): add an address, or change the one of `?id=`; saving goes back to the list.
 * "Choose on the map" keeps the typed draft in memory and opens /choose-location with this page
 * as its `redirect`; the place it hands back (lib/places.ts) is put over the draft on return.
 */
export default function EditAddressScreen() {
  const { t, i18n } = useAddressesTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || undefined;
  const installation = params.get('installation') === '1' ? 1 : undefined;
  const addresses = useAddresses(i18n.language);
  const self = paths.editAddress.getHref({ id, installation });
  // Read once; taken away after the first render (StrictMode renders twice, so not inside it).
  const [restored] = useState(() => ({ draft: rememberedDraft(self), place: peekChosenPlace(self) }));
  useEffect(() => {
    forgetDraft(self);
    clearChosenPlace(self);
  }, [self]);

  const back = () => {
    // Opened directly (a deep link): the list is where it lives.
    const first = ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;
    if (first) void navigate(paths.selectAddress.getHref(), { replace: true });
    else void navigate(-1);
  };

  if (id !== undefined && addresses.isPending) return <PageLoading />;
  const address = id !== undefined ? addresses.data?.list.find((a) => a.id === id) : undefined;
  if (id !== undefined && !address) return <EmptyView />;

  return (
    <div className={styles.screen}>
      <AddressForm
        key={`${address?.id ?? 'new'}-${installation ?? 0}`}
        address={address}
        installation={installation === 1}
        restoredDraft={restored.draft}
        chosenPlace={restored.place}
        onChooseLocation={(draft) => {
          rememberDraft(self, draft);
          const at = draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : {};
          void navigate(paths.chooseLocation.getHref({ ...at, redirect: self }));
        }}
        onSaved={(saved) => {
          followChosenAddress({ saved });
          back();
        }}
        renderPicturePicker={(onUploaded, children) => (
          // spec §5 "Images": under 1 MB, checked before anything is sent, with the size in the message.
          <ImagePicker
            label={t('addresses.form.pickPicture')}
            className={styles.pictureButton}
            onUploaded={(upload) => onUploaded(upload.url)}
            data-testid="address-picture"
            inputTestId="address-picture-input"
          >
            {children}
          </ImagePicker>
        )}
      />
    </div>
  );
}
