/** Seoul's 25 districts as a select's options (every area's filters and forms: robots, clients, cup machines). */
import { SEOUL_DISTRICT_NAMES } from '@oa/contract/seoul';

export const districtOptions: { value: string; label: string }[] = SEOUL_DISTRICT_NAMES.map((name) => ({
  value: name,
  label: name,
}));
