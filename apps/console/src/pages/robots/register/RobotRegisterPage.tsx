/**
 * /dashboard/webin-manage-register (로봇 등록) and /dashboard/webin-manage-register/:machineId (수정), RC_EDIT.
 * One form for both: every field checked with a Korean message beside it (and the server's per-field answers on
 * the same fields), focus on the first problem, nothing typed lost when a save fails. Saving twice creates one
 * robot: a click while saving is ignored, and after a create the address becomes the robot's own, so the next
 * save is an update. An update sends the revision it was loaded with; a newer one on the server (409) is said
 * plainly, with a way to load it. Leaving with unsaved changes asks first.
 */
import { MAX_BINS, ROBOT_PATHS, useResource, type Robot, type RobotInput } from '@oa/api';
import { Card } from '@oa/ui/Card';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useParams } from 'react-router';
import { FormActions } from '../../../app/forms/FormActions';
import { FormAlert } from '../../../app/forms/FormAlert';
import { MemoCard } from '../../../app/forms/MemoCard';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { MachineIdField } from '../../../app/forms/MachineIdField';
import { useRegisterRoute } from '../../../app/forms/useRegisterRoute';
import { useRegisterForm } from '../../../app/forms/useRegisterForm';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import {
  dayTypeOptions,
  generationOptions,
  operationStateOptions,
  ROBOT_FIELD_LABELS as L,
} from '../shared/robotLabels';
import { ROBOT_LIST_PATH, robotEditPath } from '../shared/robotPaths';
import { BinsEditor } from './BinsEditor';
import { InstalledAtField, PlaceFields } from '../../../app/forms/place/PlaceFields';
import * as layout from '../../../app/forms/formLayout.css';
import {
  emptyRobotForm,
  formPath,
  MEMO_MAX,
  robotFormValues,
  robotInput,
  sameRobotForm,
  validateRobotForm,
  type RobotFormValues,
} from './robotForm';

interface RobotFormProps {
  /** The robot to edit (as loaded); null registers a new one. */
  initial: Robot | null;
  /** Called with the new robot's id after a create, before the address changes to it. */
  onCreated: (machineId: string) => void;
}

function RobotForm({ initial, onCreated }: RobotFormProps) {
  const clientOptions = useClientOptions();
  const { form, mode, saved, prompt } = useRegisterForm<RobotFormValues, Robot, RobotInput>({
    initial,
    empty: emptyRobotForm,
    valuesOf: robotFormValues,
    validate: validateRobotForm,
    same: sameRobotForm,
    fieldPath: formPath,
    input: (values, robot) =>
      robot === null ? robotInput(values, 'create') : robotInput(values, 'edit', robot.revision),
    api: { list: ROBOT_PATHS.robots, item: (robot) => ROBOT_PATHS.robot(robot.machineId) },
    words: { noun: '로봇', name: (robot) => robot.machineId },
    onCreated: (robot) => {
      onCreated(robot.machineId);
    },
    editPath: (robot) => robotEditPath(robot.machineId),
    reload: true,
  });
  const { values, field } = form;
  const machineId = saved?.machineId ?? '';

  return (
    <form noValidate aria-label={mode === 'create' ? '로봇 등록' : `로봇 ${machineId} 수정`} onSubmit={form.submit}>
      <Stack gap="16">
        <Card title="기본 정보" headingLevel={2}>
          <div className={layout.fieldGrid}>
            <MachineIdField form={form} creating={mode === 'create'} example="WB-GN-0001" />
            <TextField label={L.name} required maxLength={100} {...field('name')} />
            <Select label={L.generation} required options={generationOptions} {...field('generation')} />
            <Select
              label={L.clientId}
              placeholder="선택 안 함"
              options={clientOptions.options}
              hint={clientOptions.loadError}
              {...field('clientId')}
            />
            <Select label={L.operationState} required options={operationStateOptions} {...field('operationState')} />
            <InstalledAtField form={form} />
          </div>
        </Card>

        <Card title={L.location} headingLevel={2}>
          <PlaceFields form={form} />
        </Card>

        <Card title="운영 시간" headingLevel={2}>
          <div className={layout.fieldGrid}>
            <Select
              label={L.dayType}
              required
              placeholder={false}
              options={dayTypeOptions}
              {...field('dayType', 'schedule.dayType')}
            />
            <TextField
              label={L.openTime}
              required
              inputMode="numeric"
              placeholder="09:00"
              maxLength={5}
              {...field('openTime', 'schedule.openTime')}
            />
            <TextField
              label={L.closeTime}
              required
              inputMode="numeric"
              placeholder="18:00"
              maxLength={5}
              {...field('closeTime', 'schedule.closeTime')}
            />
          </div>
        </Card>

        <Card title={`${L.bins} (최대 ${String(MAX_BINS)}개)`} headingLevel={2}>
          <BinsEditor
            bins={values.bins}
            errors={form.errors}
            idOf={form.idOf}
            disabled={form.busy}
            onChange={(bins) => {
              form.set('bins', bins);
            }}
          />
        </Card>

        <MemoCard form={form} max={MEMO_MAX} />

        <FormAlert message={form.message} conflict={form.conflictAlert} />

        <FormActions busy={form.busy} creating={mode === 'create'} cancelTo={ROBOT_LIST_PATH} />
      </Stack>
      {prompt}
    </form>
  );
}

export function RobotRegisterPage() {
  const { machineId } = useParams();
  const route = useRegisterRoute(machineId);
  // Read here rather than in robotData, which is in the robot list's first load (its budget has no room).
  const robot = useResource<Robot>(route.creating || machineId === undefined ? null : ROBOT_PATHS.robot(machineId));
  if (route.creating) return <RobotForm key={route.key} initial={null} onCreated={route.created} />;
  return (
    <LoadRecord
      resource={robot}
      loading={{ title: '로봇 정보', message: '로봇 정보를 불러오는 중…' }}
      failed="로봇 정보를 불러오지 못했습니다."
      notFound={{
        title: '로봇을 찾을 수 없습니다',
        description: `기기 ID ${machineId ?? ''}인 로봇이 없거나 삭제되었습니다.`,
        back: { href: ROBOT_LIST_PATH, label: '로봇 목록으로' },
      }}
    >
      {(value) => <RobotForm key={`edit-${value.machineId}`} initial={value} onCreated={() => undefined} />}
    </LoadRecord>
  );
}

export { RobotRegisterPage as Component };
