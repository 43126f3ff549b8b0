import { useId, useMemo, useState, type SyntheticEvent, type ReactNode } from 'react';
import { DatePicker, Input, Picker, Switch, TextArea } from 'antd-mobile';
import { AddOutline, CloseCircleFill, DownFill, EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { ADDRESS_DETAIL_MAX, type Address } from '@uu/contract/addresses';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { fileUrl } from '@/lib/files';
import { formatCoordinate, type Place } from '@/lib/places';
import { useSaveAddress } from '../api/save-address';
import { useUpdateAddress } from '../api/update-address';
import { useAddressesTranslation } from '../hooks/use-addresses-translation';
import {
  checkAddress,
  toAddressBody,
  type AddressDraft,
  type AddressField,
  type AddressProblem,
  type RegionPath,
} from '../utils/address-rules';
import { addDays, dateToDay, dayToDate, platformToday } from '@/lib/dates';
import { ADDRESS_DIAL_CODES, DEFAULT_DIAL_CODE, splitPhone } from '../utils/phone';
import { RegionPicker } from './region-picker';
import styles from './addresses.module.css';

type Props = {
  /** The address being changed; none to add one. */
  address?: Address;
  /**
   * The installation picture's image picker (features/uploads, composed by the screen): it checks
   * the 1 MB limit (spec §5 "Images"), uploads, and hands over the stored file's `/files/<name>`.
   */
  renderPicturePicker: (onUploaded: (path: string) => void, children: ReactNode) => ReactNode;
  onSaved: (address: Address) => void;
  /**
   * The member wants to choose the installation site on the map: the screen keeps `draft` (the
   * form goes away while /choose-location shows) and opens the chooser.
   */
  onChooseLocation?: (draft: AddressDraft) => void;
  /** What the member had typed before choosing on the map, to start from again. */
  restoredDraft?: AddressDraft | null;
  /** The place /choose-location handed back, put over the draft. */
  chosenPlace?: Place | null;
  /**
   * Opened for an installation order (issue 19 #10): the installation picture, date and site are
   * asked. Otherwise they show only on an address that already has them.
   */
  installation?: boolean;
};

function draftOf(address: Address | undefined): AddressDraft {
  const phone = address ? splitPhone(address.phone) : { dialCode: DEFAULT_DIAL_CODE, local: '' };
  return {
    consignee: address?.consignee ?? '',
    dialCode: phone.dialCode,
    phone: phone.local,
    region: address?.region.length ? address.region : null,
    detail: address?.detail ?? '',
    isDefault: address?.isDefault ?? false,
    installationPicture: address?.installationPicture ?? null,
    installationTime: address?.installationTime ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
  };
}

/**
 * Add or change an address (spec §3 "address"): consignee, phone, region (picked level by level),
 * detailed address, the default flag, the installation environment picture and date. Checked in
 * the order of spec §5 "Address", every problem at once under its field (utils/address-rules), then the API.
 */
export function AddressForm({
  address,
  renderPicturePicker,
  onSaved,
  onChooseLocation,
  restoredDraft,
  chosenPlace,
  installation = false,
}: Props) {
  const { t } = useAddressesTranslation();
  const id = useId();
  const save = useSaveAddress();
  const update = useUpdateAddress();
  const [draft, setDraft] = useState<AddressDraft>(() => {
    const start = restoredDraft ?? draftOf(address);
    return chosenPlace ? { ...start, latitude: chosenPlace.latitude, longitude: chosenPlace.longitude } : start;
  });
  const [problems, setProblems] = useState<AddressProblem[]>([]);
  // Decided once when the form opens, so clearing the date does not make its field vanish.
  const [showInstallation] = useState(
    () =>
      installation || Boolean(draft.installationPicture || draft.installationTime || (draft.latitude !== null && draft.longitude !== null)),
  );
  const [regionOpen, setRegionOpen] = useState(false);
  const [dialOpen, setDialOpen] = useState(false);
  const [dateOpen, setDateOpen] = useState(false);
  // The server keeps one default: the default address stays it until another is marked.
  const defaultLocked = address?.isDefault === true;
  const tomorrow = addDays(platformToday(), 1);
  const minDate = useMemo(() => dayToDate(tomorrow), [tomorrow]);

  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K], field?: AddressField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field) setProblems((current) => current.filter((p) => p.field !== field));
  };

  const error = (field: AddressField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.message) : undefined;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkAddress(draft, platformToday());
    setProblems(check);
    if (check.length) return;
    const body = toAddressBody(draft);
    let saved: Address;
    try {
      saved = address ? await update.mutateAsync({ ...body, id: address.id }) : await save.mutateAsync(body);
    } catch {
      return; // the API client told the member why
    }
    showToast(t(address ? 'addresses.form.updated' : 'addresses.form.added'), 'success');
    onSaved(saved);
  };

  const dialOptions = ADDRESS_DIAL_CODES.map(({ code, country }) => ({ value: code, label: `${t(`countries.${country}`)}  ${code}` }));
  const regionText = draft.region?.map((r) => r.name).join(' / ');
  const site: Place | null =
    draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : null;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t(address ? 'addresses.form.editTitle' : 'addresses.form.addTitle')}
    >
      <FormField label={t('addresses.form.consignee')} htmlFor={`${id}-consignee`} error={error('consignee')}>
        <Input
          id={`${id}-consignee`}
          value={draft.consignee}
          onChange={(v) => set('consignee', v, 'consignee')}
          placeholder={t('addresses.form.consigneePlaceholder')}
          autoComplete="name"
          maxLength={40}
          aria-invalid={error('consignee') ? true : undefined}
          data-testid="address-consignee"
        />
      </FormField>

      <FormField
        label={t('addresses.form.phone')}
        htmlFor={`${id}-phone`}
        error={error('phone')}
        prefix={
          <button
            type="button"
            className={styles.dial}
            aria-label={`${t('addresses.form.countryCode')} ${draft.dialCode}`}
            onClick={() => setDialOpen(true)}
            data-testid="address-dial-code"
          >
            {draft.dialCode}
            <DownFill fontSize={10} />
          </button>
        }
      >
        <Input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          value={draft.phone}
          onChange={(v) => set('phone', v, 'phone')}
          placeholder={t('addresses.form.phonePlaceholder')}
          autoComplete="tel-national"
          maxLength={20}
          aria-invalid={error('phone') ? true : undefined}
          data-testid="address-phone"
        />
      </FormField>
      <Picker
        columns={[dialOptions]}
        visible={dialOpen}
        value={[draft.dialCode]}
        title={t('addresses.form.chooseCountry')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setDialOpen(false)}
        onConfirm={(value) => {
          if (value[0]) set('dialCode', String(value[0]), 'phone');
        }}
      />

      <FormField label={t('addresses.form.region')} htmlFor={`${id}-region`} error={error('region')}>
        <button
          id={`${id}-region`}
          type="button"
          className={styles.pickerButton}
          data-empty={!regionText || undefined}
          onClick={() => setRegionOpen(true)}
          aria-invalid={error('region') ? true : undefined}
          data-testid="address-region"
        >
          <span className={styles.pickerText}>{regionText || t('addresses.form.regionPlaceholder')}</span>
          <RightOutline className={styles.pickerArrow} />
        </button>
      </FormField>
      <RegionPicker
        visible={regionOpen}
        value={draft.region}
        onClose={() => setRegionOpen(false)}
        onConfirm={(path: RegionPath) => set('region', path, 'region')}
      />

      <FormField label={t('addresses.form.detail')} htmlFor={`${id}-detail`} error={error('detail')}>
        <TextArea
          id={`${id}-detail`}
          value={draft.detail}
          onChange={(v) => set('detail', v, 'detail')}
          placeholder={t('addresses.form.detailPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={ADDRESS_DETAIL_MAX}
          className={styles.textArea}
          aria-invalid={error('detail') ? true : undefined}
          data-testid="address-detail"
        />
      </FormField>

      <div className={styles.switchRow}>
        <label htmlFor={`${id}-default`} className={styles.switchLabel}>
          {t('addresses.form.isDefault')}
        </label>
        <Switch
          checked={draft.isDefault || defaultLocked}
          disabled={defaultLocked}
          onChange={(checked) => set('isDefault', checked)}
          aria-label={t('addresses.form.isDefault')}
          data-testid="address-default-switch"
        />
      </div>

      {showInstallation && (
        <>
          <div className={styles.section}>
            <p className={styles.sectionTitle}>{t('addresses.form.picture')}</p>
            <p className={styles.muted}>{t('addresses.form.pictureHint')}</p>
            <div className={styles.pictureRow}>
              {renderPicturePicker(
                (path) => set('installationPicture', path),
                draft.installationPicture ? (
                  <img
                    className={styles.picture}
                    src={fileUrl(draft.installationPicture)}
                    alt={t('addresses.form.picture')}
                    data-testid="address-picture-preview"
                  />
                ) : (
                  <span className={styles.pictureEmpty}>
                    <AddOutline fontSize={26} />
                    <span>{t('addresses.form.pickPicture')}</span>
                  </span>
                ),
              )}
              {draft.installationPicture && (
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => set('installationPicture', null)}
                  data-testid="address-picture-remove"
                >
                  {t('addresses.form.removePicture')}
                </button>
              )}
            </div>
          </div>

          <FormField
            label={t('addresses.form.date')}
            htmlFor={`${id}-date`}
            error={error('installationTime')}
            extra={
              draft.installationTime ? (
                <button
                  type="button"
                  className={styles.clearButton}
                  aria-label={t('addresses.form.clearDate')}
                  onClick={() => set('installationTime', null, 'installationTime')}
                  data-testid="address-date-clear"
                >
                  <CloseCircleFill />
                </button>
              ) : undefined
            }
          >
            <button
              id={`${id}-date`}
              type="button"
              className={styles.pickerButton}
              data-empty={!draft.installationTime || undefined}
              onClick={() => setDateOpen(true)}
              aria-invalid={error('installationTime') ? true : undefined}
              data-testid="address-date"
            >
              <span className={styles.pickerText}>{draft.installationTime ?? t('addresses.form.datePlaceholder')}</span>
              <RightOutline className={styles.pickerArrow} />
            </button>
          </FormField>
          <DatePicker
            visible={dateOpen}
            title={t('addresses.form.date')}
            // spec §5: later than today, in the platform's time zone.
            min={minDate}
            value={draft.installationTime && draft.installationTime >= tomorrow ? dayToDate(draft.installationTime) : undefined}
            confirmText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onClose={() => setDateOpen(false)}
            onConfirm={(date) => set('installationTime', dateToDay(date), 'installationTime')}
          />

          <div className={styles.section} data-testid="address-location-section">
            <p className={styles.sectionTitle}>{t('addresses.form.location')}</p>
            <p className={styles.muted}>{t('addresses.form.locationHint')}</p>
            <p className={styles.locationValue} data-testid="address-location" data-set={site ? true : undefined}>
              <EnvironmentOutline />
              <span>
                {site ? `${formatCoordinate(site.latitude)}, ${formatCoordinate(site.longitude)}` : t('addresses.form.locationNone')}
              </span>
            </p>
            <div className={styles.locationActions}>
              {onChooseLocation && (
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => onChooseLocation(draft)}
                  data-testid="address-location-choose"
                >
                  {t('addresses.form.chooseOnMap')}
                </button>
              )}
              {site && (
                <Link
                  className={styles.textButton}
                  to={paths.openLocation.getHref({
                    latitude: site.latitude,
                    longitude: site.longitude,
                    name: draft.consignee.trim() || undefined,
                    address: [regionText?.replaceAll(' / ', ' '), draft.detail.trim()].filter(Boolean).join(' ') || undefined,
                  })}
                  data-testid="address-location-open"
                >
                  {t('addresses.form.openOnMap')}
                </Link>
              )}
              {site && (
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => setDraft((current) => ({ ...current, latitude: null, longitude: null }))}
                  data-testid="address-location-clear"
                >
                  {t('addresses.form.clearLocation')}
                </button>
              )}
            </div>
          </div>
        </>
      )}

      <SubmitButton
        className={styles.submit}
        pending={save.isPending || update.isPending}
        pendingText={t('addresses.form.saving')}
        data-testid="address-submit"
      >
        {t('addresses.form.save')}
      </SubmitButton>
    </form>
  );
}
