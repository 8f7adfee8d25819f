/**
 * A box chosen by its number (typed, or scanned: a scanner types it and Enter), checked in Korean (BX000001). The
 * packing screen and 박스 번호 조회 both start here; the number chosen goes to the URL (`?box=`).
 */
import { ID_FORMATS, idNumber } from '@oa/contract/cupLife';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { TextField } from '@oa/ui/TextField';
import { useState, type SyntheticEvent } from 'react';
import { upperId } from '../shared/cupFilters';
import * as s from './ids.css';

export interface BoxChooserProps {
  /** The box chosen now ('' for none). */
  value: string;
  /** 박스 선택, 조회. */
  submitLabel: string;
  onChoose: (boxNumber: string) => void;
}

/** The Korean problem of a typed box number, or null. */
export function boxNumberProblem(text: string): string | null {
  if (text.trim() === '') return '박스 번호를 입력해 주세요.';
  if (idNumber('BOX', text) === null) return `박스 번호는 ${ID_FORMATS.BOX.example} 형식으로 입력해 주세요.`;
  return null;
}

export function BoxChooser({ value, submitLabel, onChoose }: BoxChooserProps) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = boxNumberProblem(text);
    setProblem(found);
    if (found === null) onChoose(upperId(text));
  };
  return (
    <Card>
      <form className={s.inlineForm} noValidate aria-label="박스 선택" onSubmit={submit}>
        <TextField
          label="박스 번호"
          type="search"
          autoComplete="off"
          placeholder="예: BX000001"
          value={text}
          error={problem ?? undefined}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" width="auto">
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
