/**
 * A machine form's place. PlaceFields is its 설치 위치: the road address, the point on a map of Seoul (the district follows the point and
 * stays editable), the district, latitude and longitude, on any useForm whose values hold a place.
 */
import { Select } from '@oa/ui/Select';
import { TextField } from '@oa/ui/TextField';
import { districtOptions } from '../../lists/districtOptions';
import * as layout from '../formLayout.css';
import type { Form } from '../useForm';
import { DatePicker } from '@oa/ui/DatePicker';
import { LocationField } from './LocationField';
import { formClock, isDistrict, placePoint, type PlaceFormValues } from './placeForm';

export const PLACE_LABELS = {
  address: '주소',
  district: '자치구',
  lat: '위도',
  lng: '경도',
  installedAt: '설치일',
  location: '설치 위치',
} as const;

export function PlaceFields<Values extends PlaceFormValues>({ form }: { form: Form<Values> }) {
  const { values } = form;
  // Every Values here has the place's text fields (TypeScript cannot see that through the generic).
  const field = form.field as (name: keyof PlaceFormValues) => ReturnType<Form<Values>['field']>;
  return (
    <div className={layout.fieldGrid}>
      <TextField label={PLACE_LABELS.address} required className={layout.wideField} {...field('address')} />
      <LocationField
        id={form.idOf('location')}
        className={layout.wideField}
        label="지도에서 위치 선택"
        value={placePoint(values)}
        onChange={(picked, district) => {
          form.setValues((current) => ({
            ...current,
            lat: String(picked.lat),
            lng: String(picked.lng),
            // The district follows the point; the select stays editable.
            district: district !== null && isDistrict(district) ? district : current.district,
          }));
        }}
      />
      <Select label={PLACE_LABELS.district} required options={districtOptions} {...field('district')} />
      <TextField label={PLACE_LABELS.lat} required inputMode="decimal" placeholder="예: 37.4979" {...field('lat')} />
      <TextField label={PLACE_LABELS.lng} required inputMode="decimal" placeholder="예: 127.0276" {...field('lng')} />
    </div>
  );
}

/** The installation day: the date picker (loaded after the form), today at most. */
export function InstalledAtField<Values extends PlaceFormValues>({ form }: { form: Form<Values> }) {
  const today = formClock.today();
  return (
    <DatePicker
      id={form.idOf('installedAt')}
      label={PLACE_LABELS.installedAt}
      required
      today={today}
      maxDate={today}
      value={form.values.installedAt}
      error={form.errors.installedAt}
      onChange={(day) => {
        form.setValues((current) => ({ ...current, installedAt: day }));
      }}
    />
  );
}
