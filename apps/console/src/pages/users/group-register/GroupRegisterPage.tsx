/**
 * /dashboard/user-list-group-register (권한 그룹 등록) and /:authGroupId (수정), OA_CONSOLE_USER_GROUP_EDIT. One form:
 * name, description and every permission by area (ui PermissionPicker), checked in Korean (a name, at least one
 * permission) with the server's per-field answers on the same fields; nothing typed lost when a save fails. Saving
 * twice makes one group: a press while saving is ignored, and after a create the address becomes the group's own,
 * so the next save is an update. Leaving with unsaved changes asks first. The edit page lists the members, adds and
 * removes them.
 */
import { USER_PATHS, type PermissionGroupDetail, type PermissionGroupInput } from '@oa/api';
import { PERMISSION_GROUPS } from '@oa/auth';
import { Card } from '@oa/ui/Card';
import { PermissionPicker, type PermissionPickerGroup } from '@oa/ui/PermissionPicker';
import { Stack } from '@oa/ui/Stack';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { useParams } from 'react-router';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { FormActions } from '../../../app/forms/FormActions';
import { FormAlert } from '../../../app/forms/FormAlert';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { SAVE_FAILED } from '../../../app/forms/useForm';
import { useRegisterForm } from '../../../app/forms/useRegisterForm';
import { useRegisterRoute } from '../../../app/forms/useRegisterRoute';
import { useGroup } from '../shared/userData';
import { actionErrorMessage } from '../shared/userMessages';
import { GROUP_LIST_PATH, groupEditPath } from '../shared/userPaths';
import * as layout from '../../../app/forms/formLayout.css';
import {
  EMPTY_GROUP_FORM,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  groupFormValues,
  groupInput,
  sameGroupForm,
  validateGroupForm,
  type GroupFormValues,
} from './groupForm';
import { GroupMembers } from './GroupMembers';

/** Every permission of spec §6 by area, with its Korean label (packages/auth). */
const PICKER_GROUPS: readonly PermissionPickerGroup[] = PERMISSION_GROUPS.map((group) => ({
  area: group.area,
  label: group.label,
  permissions: group.permissions.map((info) => ({ value: info.permission, label: info.label })),
}));

interface GroupFormProps {
  /** The group to edit (as loaded); null registers a new one. */
  initial: PermissionGroupDetail | null;
  /** Called with the new group's id after a create, before the address changes to it. */
  onCreated: (id: number) => void;
}

function GroupForm({ initial, onCreated }: GroupFormProps) {
  // The group as last loaded or saved, with its members.
  const { form, saved, setSaved, mode, prompt } = useRegisterForm<
    GroupFormValues,
    PermissionGroupDetail,
    PermissionGroupInput
  >({
    initial,
    empty: () => EMPTY_GROUP_FORM,
    valuesOf: groupFormValues,
    validate: validateGroupForm,
    same: sameGroupForm,
    input: groupInput,
    api: {
      list: USER_PATHS.groups,
      item: (group) => USER_PATHS.group(group.id),
      revalidate: [USER_PATHS.groups, USER_PATHS.groupOptions, USER_PATHS.users],
    },
    words: { noun: '권한 그룹', name: (group) => group.name, saved: '저장되었습니다. 구성원에게 바로 적용됩니다.' },
    onCreated: (group) => {
      onCreated(group.id);
    },
    editPath: (group) => groupEditPath(group.id),
    failed: (error) => actionErrorMessage(error, SAVE_FAILED),
  });

  const memberCount = saved?.members ?? 0;
  return (
    <Stack gap="16">
      <form
        noValidate
        aria-label={mode === 'create' ? '권한 그룹 등록' : `권한 그룹 ${saved?.name ?? ''} 수정`}
        onSubmit={form.submit}
      >
        <Stack gap="16">
          <Card title="기본 정보" headingLevel={2}>
            <div className={layout.fieldGrid}>
              <TextField
                label="그룹 이름"
                required
                autoComplete="off"
                maxLength={GROUP_NAME_MAX}
                {...form.field('name')}
              />
              <Textarea
                label="설명"
                rows={2}
                className={layout.wideField}
                hint={`${String(form.values.description.length)} / ${String(GROUP_DESCRIPTION_MAX)}자`}
                {...form.field('description')}
              />
            </div>
          </Card>
          <Card title="권한" headingLevel={2}>
            <PermissionPicker
              id={form.idOf('permissions')}
              groups={PICKER_GROUPS}
              value={form.values.permissions}
              disabled={form.busy}
              error={form.errors.permissions}
              hint={
                mode === 'create'
                  ? '이 그룹에 넣는 구성원은 여기서 고른 권한으로 콘솔을 사용합니다.'
                  : `저장하면 구성원 ${String(memberCount)}명에게 바로 적용됩니다. 로그인 중인 구성원은 다음 요청부터 바뀐 권한으로 사용합니다.`
              }
              onChange={(permissions) => {
                form.set('permissions', permissions);
              }}
            />
          </Card>
          <FormAlert message={form.message} />
          <FormActions busy={form.busy} creating={mode === 'create'} cancelTo={GROUP_LIST_PATH}>
            {saved !== null ? (
              <AuditHistoryButton target={`group:${String(saved.id)}`} title={`${saved.name} 변경 이력`} />
            ) : null}
          </FormActions>
        </Stack>
        {prompt}
      </form>
      {saved !== null ? <GroupMembers group={saved} onChange={setSaved} /> : null}
    </Stack>
  );
}

export function GroupRegisterPage() {
  const { authGroupId } = useParams();
  const route = useRegisterRoute(authGroupId);
  const id = Number(authGroupId);
  const valid = Number.isInteger(id) && id > 0;
  const group = useGroup(valid && !route.creating ? id : null);
  if (route.creating) return <GroupForm key={route.key} initial={null} onCreated={route.created} />;
  return (
    <LoadRecord
      resource={group}
      loading={{ title: '권한 그룹 정보', message: '권한 그룹을 불러오는 중…' }}
      failed="권한 그룹을 불러오지 못했습니다."
      notFound={{
        title: '권한 그룹을 찾을 수 없습니다',
        description: '없는 권한 그룹이거나 이미 삭제되었습니다.',
        back: { href: GROUP_LIST_PATH, label: '권한 그룹 목록으로' },
      }}
      missing={!valid}
    >
      {(value) => <GroupForm key={`edit-${String(value.id)}`} initial={value} onCreated={() => undefined} />}
    </LoadRecord>
  );
}

export { GroupRegisterPage as Component };
