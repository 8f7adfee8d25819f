/**
 * /download-cuid-qrcode (public): cup ID QR labels for printing. Enter a range or paste IDs, preview the labels,
 * download A4 sheets as PNG. The QR library is in this page's chunk only.
 */
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { RadioSelector } from '@oa/ui/RadioSelector';
import { Inline, Stack } from '@oa/ui/Stack';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { useState, type SyntheticEvent } from 'react';
import { cupIdRange, MAX_LABELS, pastedCupIds } from './cupIds';
import { downloadBlob, drawSheet, LABELS_PER_SHEET, qrDataUrl } from './labels';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import * as s from './QrLabelsPage.css';

const PREVIEW_LIMIT = 40;

interface Label {
  id: string;
  src: string;
}

export function QrLabelsPage() {
  useDocumentTitle('컵 ID QR 코드');
  const [mode, setMode] = useState<'range' | 'list'>('range');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [ids, setIds] = useState<string[]>([]);
  const [labels, setLabels] = useState<Label[]>([]);
  const [busy, setBusy] = useState(false);

  const preview = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = mode === 'range' ? cupIdRange(first, last) : pastedCupIds(pasted);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    setIds(result.ids);
    setLabels(
      await Promise.all(result.ids.slice(0, PREVIEW_LIMIT).map(async (id) => ({ id, src: await qrDataUrl(id) }))),
    );
  };

  const download = async () => {
    setBusy(true);
    try {
      const sheets = Math.ceil(ids.length / LABELS_PER_SHEET);
      for (let sheet = 0; sheet < sheets; sheet += 1) {
        const blob = await drawSheet(ids.slice(sheet * LABELS_PER_SHEET, (sheet + 1) * LABELS_PER_SHEET));
        downloadBlob(blob, `컵ID_QR_${ids[0] ?? ''}_${String(sheet + 1)}.png`);
      }
    } catch {
      setMessage('QR 코드 이미지를 만들지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  const sheets = Math.ceil(ids.length / LABELS_PER_SHEET);
  return (
    <main className={s.page}>
      <h1 className={s.title}>컵 ID QR 코드 내려받기</h1>
      <Card>
        <form className={s.form} noValidate onSubmit={(event) => void preview(event)}>
          <Stack gap="16">
            <RadioSelector
              label="입력 방식"
              name="mode"
              value={mode}
              onValueChange={(value) => {
                setMode(value === 'list' ? 'list' : 'range');
              }}
              options={[
                { value: 'range', label: 'ID 범위' },
                { value: 'list', label: 'ID 붙여 넣기' },
              ]}
            />
            {mode === 'range' ? (
              <Inline gap="16">
                <TextField
                  label="시작 ID"
                  name="first"
                  value={first}
                  placeholder="LLC-000101"
                  onChange={(event) => {
                    setFirst(event.target.value);
                  }}
                />
                <TextField
                  label="끝 ID"
                  name="last"
                  value={last}
                  placeholder="LLC-000150"
                  onChange={(event) => {
                    setLast(event.target.value);
                  }}
                />
              </Inline>
            ) : (
              <Textarea
                label="컵 ID 목록"
                name="ids"
                rows={6}
                hint={`한 줄에 하나씩, 최대 ${String(MAX_LABELS)}개`}
                value={pasted}
                onChange={(event) => {
                  setPasted(event.target.value);
                }}
              />
            )}
            <p role="alert" className={s.message}>
              {message}
            </p>
            <Inline gap="8">
              <Button type="submit" variant="secondary">
                미리 보기
              </Button>
              <Button
                type="button"
                disabled={ids.length === 0}
                loading={busy}
                loadingLabel="만드는 중…"
                onClick={() => void download()}
              >
                {`PNG 내려받기${ids.length === 0 ? '' : ` (${String(sheets)}장)`}`}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      {labels.length > 0 ? (
        <Card
          title={`미리 보기: ${ids.length.toLocaleString('ko-KR')}개${ids.length > PREVIEW_LIMIT ? ` 중 ${String(PREVIEW_LIMIT)}개` : ''}`}
          headingLevel={2}
        >
          <ul className={s.grid}>
            {labels.map((label) => (
              <li key={label.id} className={s.label}>
                <img className={s.image} src={label.src} alt={`${label.id} QR 코드`} />
                <span>{label.id}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </main>
  );
}

export { QrLabelsPage as Component };
