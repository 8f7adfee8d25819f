/**
 * /dashboard/webin-manage-register (로봇 등록) and /dashboard/webin-manage-register/:machineId (수정), RC_EDIT.
 * One form for both: every field checked with a Korean message beside it (and the server's per-field answers on
 * the same fields), focus on the first problem, nothing typed lost when a save fails. Saving twice creates one
 * robot: a click while saving is ignored, and after a create the address becomes the robot's own, so the next
 * save is an update. An update sends the revision it was loaded with; a newer one on the server (409) is said
 * plainly, with a way to load it. Leaving with unsaved changes asks first.
 */
import { LoadingCard } from '../../../app/forms/LoadingCard';
import {
  isHttpError,
  MAX_BINS,
  ROBOT_PATHS,
  SEOUL_DISTRICT_NAMES,
  serverError,
  useApi,
  useApiMutation,
  useResource,
  type Envelope,
  type Robot,
  type RobotInput,
} from '@oa/api';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { EmptyState } from '@oa/ui/EmptyState';
import { ErrorState } from '@oa/ui/ErrorState';
import { NumberField } from '@oa/ui/NumberField';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notify } from '../../../app/shell/notify';
import {
  dayTypeOptions,
  districtOptions,
  generationOptions,
  materialOptions,
  operationStateOptions,
  ROBOT_FIELD_LABELS as L,
} from '../shared/robotLabels';
import { ROBOT_LIST_PATH, robotEditPath } from '../shared/robotPaths';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import * as s from './RobotRegisterPage.css';
import {
  emptyRobotForm,
  fieldId,
  formClock,
  fieldOrder,
  firstInvalidField,
  MEMO_MAX,
  newBinRow,
  robotFormValues,
  robotInput,
  sameRobotForm,
  serverFieldErrors,
  validateRobotForm,
  type BinRow,
  type RobotFormErrors,
  type RobotFormValues,
} from './robotForm';
import { LazyDatePicker } from './LazyDatePicker';
import { LocationField } from './LocationField';
import { useUnsavedChangesPrompt } from '../../../app/forms/useUnsavedChangesPrompt';
import { renderRouterLink } from '../../../routerLink';

const SLOT_OPTIONS = Array.from({ length: MAX_BINS }, (_, index) => ({
  value: String(index + 1),
  label: `${String(index + 1)}번`,
}));

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const CONFLICT = '다른 사용자가 이 로봇 정보를 먼저 수정했습니다. 최신 정보를 불러온 뒤 다시 수정해 주세요.';

/** The point the lat/lng fields hold, for the map (none while either is not a number). */
function point(values: RobotFormValues): { lat: number; lng: number } | null {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  return values.lat.trim() === '' || values.lng.trim() === '' || Number.isNaN(lat) || Number.isNaN(lng)
    ? null
    : { lat, lng };
}

const isDistrict = (name: string) => (SEOUL_DISTRICT_NAMES as readonly string[]).includes(name);

interface BinsEditorProps {
  bins: BinRow[];
  errors: RobotFormErrors;
  disabled: boolean;
  onChange: (bins: BinRow[]) => void;
}

/** 1 to MAX_BINS bins: slot, material and capacity each, added and removed. */
function BinsEditor({ bins, errors, disabled, onChange }: BinsEditorProps) {
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
        <p id={fieldId('bins')} className={s.groupError} role="alert" tabIndex={-1}>
          {errors.bins}
        </p>
      ) : null}
      <ul className={s.bins}>
        {bins.map((bin, index) => {
          const n = String(index + 1);
          const path = (name: string) => `bins.${String(index)}.${name}`;
          return (
            <li key={bin.key} className={s.binRow}>
              <Select
                id={fieldId(path('slot'))}
                label={`수거함 ${n} ${L.slot}`}
                required
                placeholder={false}
                options={SLOT_OPTIONS}
                value={bin.slot}
                error={errors[path('slot')]}
                onChange={(event) => {
                  update(index, { slot: event.target.value });
                }}
              />
              <Select
                id={fieldId(path('material'))}
                label={`수거함 ${n} ${L.material}`}
                required
                options={materialOptions}
                value={bin.material}
                error={errors[path('material')]}
                onChange={(event) => {
                  update(index, { material: event.target.value });
                }}
              />
              <NumberField
                id={fieldId(path('capacityLiters'))}
                label={`수거함 ${n} ${L.capacityLiters}`}
                required
                unit="L"
                min={1}
                max={1000}
                value={bin.capacityLiters}
                error={errors[path('capacityLiters')]}
                onChange={(event) => {
                  update(index, { capacityLiters: event.target.value });
                }}
              />
              <div className={s.binRemove}>
                <Button
                  variant="ghost"
                  width="auto"
                  disabled={disabled || bins.length <= 1}
                  aria-label={`수거함 ${n} 삭제`}
                  onClick={() => {
                    onChange(bins.filter((_, at) => at !== index));
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

interface RobotFormProps {
  /** The robot to edit (as loaded); null registers a new one. */
  initial: Robot | null;
  /** Called with the new robot's id after a create, before the address changes to it. */
  onCreated: (machineId: string) => void;
}

function RobotForm({ initial, onCreated }: RobotFormProps) {
  const navigate = useNavigate();
  const { clients: apiClients } = useApi();
  const clientOptions = useClientOptions();
  // The robot as last loaded or saved: the edit's revision, and what "unsaved" is measured against.
  const [saved, setSaved] = useState<Robot | null>(initial);
  const [baseline, setBaseline] = useState<RobotFormValues>(() =>
    initial === null ? emptyRobotForm() : robotFormValues(initial),
  );
  const [values, setValues] = useState<RobotFormValues>(baseline);
  const [errors, setErrors] = useState<RobotFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const saving = useRef(false);
  const mode = saved === null ? 'create' : 'edit';
  const machineId = saved?.machineId ?? '';

  const revalidate = { revalidate: [ROBOT_PATHS.robots] };
  const create = useApiMutation<RobotInput, Robot>({ method: 'POST', path: ROBOT_PATHS.robots }, revalidate);
  const update = useApiMutation<RobotInput, Robot>({ method: 'PUT', path: ROBOT_PATHS.robot(machineId) }, revalidate);
  const busy = create.isMutating || update.isMutating;

  const dirty = !sameRobotForm(values, baseline);
  const { prompt, navigateFreely } = useUnsavedChangesPrompt(dirty);

  const set = <K extends keyof RobotFormValues>(name: K, value: RobotFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  const text = (name: Exclude<keyof RobotFormValues, 'bins'>, path: string = name) => ({
    id: fieldId(path),
    name: path,
    value: values[name],
    error: errors[path],
    onChange: (event: { target: { value: string } }) => {
      set(name, event.target.value);
    },
  });

  const focusFirst = (found: RobotFormErrors, order: readonly string[]) => {
    const first = firstInvalidField(found, order);
    if (first === undefined) return;
    // After React has drawn the messages, so the field's description is read with it.
    requestAnimationFrame(() => {
      document.getElementById(fieldId(first))?.focus();
    });
  };

  const load = (robot: Robot) => {
    const next = robotFormValues(robot);
    setSaved(robot);
    setBaseline(next);
    setValues(next);
  };

  const reloadLatest = async () => {
    setReloading(true);
    try {
      const answer = await apiClients.OA.get<Envelope<Robot>>(ROBOT_PATHS.robot(machineId));
      load(answer.data._data);
      setConflict(false);
      setErrors({});
      setMessage(null);
      notify('info', '최신 정보를 불러왔습니다.');
    } catch {
      setMessage('최신 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setReloading(false);
    }
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click (or Enter) while saving does nothing: one robot per save.
    if (saving.current) return;
    const order = fieldOrder(values);
    const found = validateRobotForm(values, mode);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      setMessage('입력값을 확인해 주세요.');
      focusFirst(found, order);
      return;
    }
    saving.current = true;
    const submitted = values;
    try {
      if (mode === 'create') {
        const robot = await create.trigger(robotInput(submitted, 'create'));
        setSaved(robot);
        setBaseline(submitted);
        notify('success', `로봇 ${robot.machineId}을(를) 등록했습니다.`);
        onCreated(robot.machineId);
        await navigateFreely(() => navigate(robotEditPath(robot.machineId), { replace: true }));
      } else {
        const robot = await update.trigger(robotInput(submitted, 'edit', saved?.revision));
        setSaved(robot);
        setBaseline(submitted);
        setConflict(false);
        notify('success', '저장되었습니다.');
      }
    } catch (failure) {
      const answer = serverError(failure);
      const status = isHttpError(failure) ? failure.status : undefined;
      const fields = serverFieldErrors(answer?.fields);
      if (status === 409 && mode === 'create') {
        fields.machineId ??= answer?.message ?? '이미 등록된 기기 ID입니다.';
      }
      if (status === 409 && mode === 'edit' && Object.keys(fields).length === 0) {
        setConflict(true);
        setMessage(CONFLICT);
      } else if (status === 404 && mode === 'edit') {
        setMessage('이 로봇은 삭제되어 저장할 수 없습니다. 목록에서 다시 확인해 주세요.');
      } else {
        setMessage(answer?.message ?? SAVE_FAILED);
      }
      setErrors(fields);
      focusFirst(fields, fieldOrder(submitted));
    } finally {
      saving.current = false;
    }
  };

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? '로봇 등록' : `로봇 ${machineId} 수정`}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="16">
        <Card title="기본 정보" headingLevel={2}>
          <div className={s.grid}>
            {mode === 'create' ? (
              <TextField
                label={L.machineId}
                required
                autoComplete="off"
                placeholder="예: WB-GN-0001"
                hint="영문 대문자, 숫자, 하이픈(-) 3~30자. 등록 후에는 바꿀 수 없습니다."
                {...text('machineId')}
                onChange={(event) => {
                  set('machineId', event.target.value.toUpperCase());
                }}
              />
            ) : (
              <TextField label={L.machineId} readOnly hint="기기 ID는 바꿀 수 없습니다." {...text('machineId')} />
            )}
            <TextField label={L.name} required maxLength={100} {...text('name')} />
            <Select label={L.generation} required options={generationOptions} {...text('generation')} />
            <Select
              label={L.clientId}
              placeholder="선택 안 함"
              options={clientOptions.options}
              hint={clientOptions.error === undefined ? undefined : '고객사 목록을 불러오지 못했습니다.'}
              {...text('clientId')}
            />
            <Select label={L.operationState} required options={operationStateOptions} {...text('operationState')} />
            <LazyDatePicker
              id={fieldId('installedAt')}
              label={L.installedAt}
              required
              today={formClock.today()}
              maxDate={formClock.today()}
              value={values.installedAt}
              error={errors.installedAt}
              onChange={(day) => {
                set('installedAt', day);
              }}
            />
          </div>
        </Card>

        <Card title={L.location} headingLevel={2}>
          <div className={s.grid}>
            <TextField label={L.address} required className={s.wide} {...text('address')} />
            <LocationField
              id={fieldId('location')}
              className={s.wide}
              label="지도에서 위치 선택"
              value={point(values)}
              onChange={(picked, district) => {
                setValues((current) => ({
                  ...current,
                  lat: String(picked.lat),
                  lng: String(picked.lng),
                  // The district follows the point; the select stays editable.
                  district: district !== null && isDistrict(district) ? district : current.district,
                }));
              }}
            />
            <Select label={L.district} required options={districtOptions} {...text('district')} />
            <TextField label={L.lat} required inputMode="decimal" placeholder="예: 37.4979" {...text('lat')} />
            <TextField label={L.lng} required inputMode="decimal" placeholder="예: 127.0276" {...text('lng')} />
          </div>
        </Card>

        <Card title="운영 시간" headingLevel={2}>
          <div className={s.grid}>
            <Select
              label={L.dayType}
              required
              placeholder={false}
              options={dayTypeOptions}
              {...text('dayType', 'schedule.dayType')}
            />
            <TextField
              label={L.openTime}
              required
              inputMode="numeric"
              placeholder="09:00"
              maxLength={5}
              {...text('openTime', 'schedule.openTime')}
            />
            <TextField
              label={L.closeTime}
              required
              inputMode="numeric"
              placeholder="18:00"
              maxLength={5}
              {...text('closeTime', 'schedule.closeTime')}
            />
          </div>
        </Card>

        <Card title={`${L.bins} (최대 ${String(MAX_BINS)}개)`} headingLevel={2}>
          <BinsEditor
            bins={values.bins}
            errors={errors}
            disabled={busy}
            onChange={(bins) => {
              set('bins', bins);
            }}
          />
        </Card>

        <Card title={L.memo} headingLevel={2}>
          <Textarea
            label={L.memo}
            hideLabel
            rows={3}
            hint={`${String(values.memo.length)} / ${String(MEMO_MAX)}자`}
            {...text('memo')}
          />
        </Card>

        {message !== null ? (
          <div className={s.message} role="alert">
            <p>{message}</p>
            {conflict ? (
              <Button variant="secondary" width="auto" loading={reloading} onClick={() => void reloadLatest()}>
                최신 정보 불러오기
              </Button>
            ) : null}
          </div>
        ) : null}

        <div className={s.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              void navigate(ROBOT_LIST_PATH);
            }}
          >
            취소
          </Button>
          <Button type="submit" loading={busy} loadingLabel="저장 중…">
            {mode === 'create' ? '등록' : '저장'}
          </Button>
        </div>
      </Stack>
      {prompt}
    </form>
  );
}

export function RobotRegisterPage() {
  const { machineId } = useParams();
  const location = useLocation();
  // A robot created on this screen keeps its form (same key) when the address becomes its own: no reload.
  const [created, setCreated] = useState<{ machineId: string; key: string } | null>(null);
  const createdHere = machineId !== undefined && created?.machineId === machineId;
  const robot = useResource<Robot>(machineId === undefined || createdHere ? null : ROBOT_PATHS.robot(machineId));

  if (machineId === undefined || createdHere) {
    const key = createdHere ? created.key : `new-${location.key}`;
    return (
      <RobotForm
        key={key}
        initial={null}
        onCreated={(id) => {
          setCreated({ machineId: id, key });
        }}
      />
    );
  }
  if (robot.error !== undefined) {
    if (isHttpError(robot.error) && robot.error.status === 404) {
      return (
        <Card>
          <EmptyState
            title="로봇을 찾을 수 없습니다"
            description={`기기 ID ${machineId}인 로봇이 없거나 삭제되었습니다.`}
            action={
              <ButtonLink href={ROBOT_LIST_PATH} renderLink={renderRouterLink} variant="secondary" width="auto">
                로봇 목록으로
              </ButtonLink>
            }
          />
        </Card>
      );
    }
    return (
      <Card>
        <ErrorState
          message={serverError(robot.error)?.message ?? '로봇 정보를 불러오지 못했습니다.'}
          onRetry={() => void robot.mutate()}
        />
      </Card>
    );
  }
  if (robot.value === undefined) return <LoadingCard title="로봇 정보" message="로봇 정보를 불러오는 중…" />;
  return <RobotForm key={`edit-${machineId}`} initial={robot.value} onCreated={() => undefined} />;
}

export { RobotRegisterPage as Component };
