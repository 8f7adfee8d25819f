/**
 * /download-cuid-qrcode (public): cup ID and box number QR labels for printing. Enter a range or paste IDs, or open
 * it on a registered range (`?first=SC00100001&last=SC00100100`, from 컵 ID 관리 and 박스 ID 관리: filled in and
 * previewed at once), preview the labels, download A4 sheets as PNG. A range longer than one download (MAX_LABELS)
 * is split into parts downloaded one at a time. The QR library is in this page's chunk only.
 */
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { RadioSelector } from '@oa/ui/RadioSelector';
import { Inline, Stack } from '@oa/ui/Stack';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cupIdRange, labelFilePrefix, labelParts, MAX_LABELS, pastedCupIds } from './cupIds';
import { downloadBlob, drawSheet, LABELS_PER_SHEET, qrDataUrl } from './labels';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import * as s from './QrLabelsPage.css';

const PREVIEW_LIMIT = 40;

interface Label {
  id: string;
  src: string;
}

const count = (n: number) => `${n.toLocaleString('ko-KR')}개`;

/** The labels of a range or a paste, in parts of at most MAX_LABELS; or the Korean problem. */
function labelsOf(mode: 'range' | 'list', first: string, last: string, pasted: string) {
  const result = mode === 'range' ? cupIdRange(first, last) : pastedCupIds(pasted);
  return result.ok ? { parts: labelParts(result.ids), message: null } : { parts: [], message: result.message };
}

export function QrLabelsPage() {
  useDocumentTitle('컵 ID QR 코드');
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'range' | 'list'>('range');
  const [first, setFirst] = useState(params.get('first') ?? '');
  const [last, setLast] = useState(params.get('last') ?? params.get('first') ?? '');
  const [pasted, setPasted] = useState('');
  // Opened on a registered range: filled in and previewed at once.
  const [generated, setGenerated] = useState(() =>
    params.get('first') === null ? { parts: [], message: null } : labelsOf('range', first, last, ''),
  );
  const { parts } = generated;
  const [message, setMessage] = useState<string | null>(generated.message);
  const [part, setPart] = useState(0);
  const [labels, setLabels] = useState<Label[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = useMemo(() => parts[part] ?? [], [parts, part]);

  // The preview of the part chosen: its first labels as images.
  useEffect(() => {
    let current = true;
    void Promise.all(ids.slice(0, PREVIEW_LIMIT).map(async (id) => ({ id, src: await qrDataUrl(id) }))).then((made) => {
      if (current) setLabels(made);
    });
    return () => {
      current = false;
    };
  }, [ids]);

  const preview = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = labelsOf(mode, first, last, pasted);
    setMessage(next.message);
    if (next.message !== null) return;
    setGenerated(next);
    setPart(0);
  };

  const download = async () => {
    setBusy(true);
    try {
      const sheets = Math.ceil(ids.length / LABELS_PER_SHEET);
      const prefix = labelFilePrefix(ids[0] ?? '');
      for (let sheet = 0; sheet < sheets; sheet += 1) {
        const blob = await drawSheet(ids.slice(sheet * LABELS_PER_SHEET, (sheet + 1) * LABELS_PER_SHEET));
        downloadBlob(blob, `${prefix}_${ids[0] ?? ''}_${String(sheet + 1)}.png`);
      }
    } catch {
      setMessage('QR 코드 이미지를 만들지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  const sheets = Math.ceil(ids.length / LABELS_PER_SHEET);
  const total = parts.reduce((sum, chosen) => sum + chosen.length, 0);
  return (
    <main className={s.page}>
      <h1 className={s.title}>컵 ID QR 코드 내려받기</h1>
      <Card>
        <form className={s.form} noValidate onSubmit={preview}>
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
                  placeholder="SC00100001"
                  hint="컵 ID(SC00100001) 또는 박스 번호(BX000001)"
                  onChange={(event) => {
                    setFirst(event.target.value);
                  }}
                />
                <TextField
                  label="끝 ID"
                  name="last"
                  value={last}
                  placeholder="SC00100100"
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
            {parts.length > 1 ? (
              <Stack gap="8">
                <p className={s.note} role="status">
                  {`모두 ${count(total)}라 ${String(MAX_LABELS)}개씩 ${String(parts.length)}묶음으로 나눴습니다. 묶음을 하나씩 내려받으세요.`}
                </p>
                <Inline gap="8">
                  <Button
                    type="button"
                    variant="secondary"
                    width="auto"
                    disabled={part === 0}
                    onClick={() => {
                      setPart(part - 1);
                    }}
                  >
                    이전 묶음
                  </Button>
                  <p className={s.note} aria-live="polite">
                    {`${String(part + 1)}/${String(parts.length)}묶음: ${ids[0] ?? ''} ~ ${ids.at(-1) ?? ''} (${count(ids.length)})`}
                  </p>
                  <Button
                    type="button"
                    variant="secondary"
                    width="auto"
                    disabled={part === parts.length - 1}
                    onClick={() => {
                      setPart(part + 1);
                    }}
                  >
                    다음 묶음
                  </Button>
                </Inline>
              </Stack>
            ) : null}
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
                {`PNG 내려받기${ids.length === 0 ? '' : ` (${parts.length > 1 ? `${String(part + 1)}묶음, ` : ''}${String(sheets)}장)`}`}
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
