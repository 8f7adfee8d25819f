/**
 * Story support (not part of the app): what every machine form's stories do alike: a fixed today, a field by its
 * label, the wait for the parts that load after the form (the date picker, the map), and a place filled in.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formClock } from './placeForm';

/** A fixed today (the calendar opens on November 2026), so pictures do not change with the month; the undo. */
export function fixFormToday(): () => void {
  const realToday = formClock.today;
  formClock.today = () => '2026-11-22';
  return () => {
    formClock.today = realToday;
  };
}

/** A field by its visible label (a required one reads '<label>* 필수'). */
export const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));

/**
 * Waits for the parts that load after the form: the date picker (its own chunk) and the map (the districts'
 * asset), so the pictures and the accessibility tree are always of the finished form.
 */
export async function formReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: /^설치일/ }, { timeout: 5000 });
  await canvas.findByRole('application', { name: /^지도에서 위치 선택/ }, { timeout: 5000 });
}

/** The installation day: the 1st of the calendar's month (November 2026 with a fixed today). */
export async function pickFirstDay(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^설치일/ }));
  const calendar = within(await within(document.body).findByRole('dialog', { name: '날짜 선택' }));
  const [firstDay] = calendar.getAllByRole('button', { name: /^1, / });
  if (firstDay === undefined) throw new Error('no day 1 in the calendar');
  await userEvent.click(firstDay);
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '날짜 선택' })).toBeNull());
}

/** A place in 강남구 typed in: address, district, latitude, longitude. */
export async function typeGangnamPlace(canvasElement: HTMLElement, address = '서울특별시 강남구 테헤란로 101') {
  await userEvent.type(field(canvasElement, '주소'), address);
  await userEvent.selectOptions(field(canvasElement, '자치구'), '강남구');
  await userEvent.type(field(canvasElement, '위도'), '37.5006');
  await userEvent.type(field(canvasElement, '경도'), '127.0364');
}
