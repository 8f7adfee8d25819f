/**
 * The robot's bins (1 to MAX_BINS): slot, material and capacity each, added and removed. Its errors come under the
 * server's paths (`bins` for the list, `bins.0.material` for a row's field).
 */
import { MAX_BINS } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { NumberField } from '@oa/ui/NumberField';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import type { FieldErrors } from '../../../app/forms/useForm';
import { materialOptions, ROBOT_FIELD_LABELS as L } from '../shared/robotLabels';
import * as s from './RobotRegisterPage.css';
import { newBinRow, type BinRow } from './robotForm';

const SLOT_OPTIONS = Array.from({ length: MAX_BINS }, (_, index) => ({
  value: String(index + 1),
  label: `${String(index + 1)}번`,
}));

export interface BinsEditorProps {
  bins: BinRow[];
  errors: FieldErrors;
  /** The id of a path's control (the form focuses the first with a problem). */
  idOf: (path: string) => string;
  disabled: boolean;
  onChange: (bins: BinRow[]) => void;
}

export function BinsEditor({ bins, errors, idOf, disabled, onChange }: BinsEditorProps) {
  const update = (index: number, patch: Partial<BinRow>) => {
    onChange(bins.map((bin, at) => (at === index ? { ...bin, ...patch } : bin)));
  };
  const freeSlot = () => {
    const used = new Set(bins.map((bin) => bin.slot));
    return SLOT_OPTIONS.map((option) => Number(option.value)).find((slot) => !used.has(String(slot))) ?? 1;
  };
  return (
    <Stack gap="12">
      {errors.bins !== undefined ? (
        <p id={idOf('bins')} className={s.groupError} role="alert" tabIndex={-1}>
          {errors.bins}
        </p>
      ) : null}
      <ul className={s.bins}>
        {bins.map((bin, index) => {
          const n = String(index + 1);
          /** The props of this row's field `name`. */
          const at = (name: 'slot' | 'material' | 'capacityLiters') => {
            const path = `bins.${String(index)}.${name}`;
            return {
              id: idOf(path),
              label: `수거함 ${n} ${L[name]}`,
              required: true,
              value: bin[name],
              error: errors[path],
              onChange: (event: { target: { value: string } }) => {
                update(index, { [name]: event.target.value });
              },
            };
          };
          return (
            <li key={bin.key} className={s.binRow}>
              <Select placeholder={false} options={SLOT_OPTIONS} {...at('slot')} />
              <Select options={materialOptions} {...at('material')} />
              <NumberField unit="L" min={1} max={1000} {...at('capacityLiters')} />
              <div className={s.binRemove}>
                <Button
                  variant="ghost"
                  width="auto"
                  disabled={disabled || bins.length <= 1}
                  aria-label={`수거함 ${n} 삭제`}
                  onClick={() => {
                    onChange(bins.filter((_, other) => other !== index));
                  }}
                >
                  삭제
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="secondary"
          width="auto"
          disabled={disabled || bins.length >= MAX_BINS}
          onClick={() => {
            onChange([...bins, newBinRow(freeSlot())]);
          }}
        >
          수거함 추가
        </Button>
      </div>
    </Stack>
  );
}
