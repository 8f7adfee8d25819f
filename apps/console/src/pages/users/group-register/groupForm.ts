/**
 * The permission group form (권한 그룹 등록 / 수정) as plain values, its checks with Korean messages, and the body
 * sent (PermissionGroupInput). Pure functions, unit-tested.
 */
import type { PermissionGroup, PermissionGroupInput } from '@oa/api';

export const GROUP_NAME_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 200;

export interface GroupFormValues {
  name: string;
  description: string;
  permissions: readonly string[];
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>;

export const EMPTY_GROUP_FORM: GroupFormValues = { name: '', description: '', permissions: [] };

export function groupFormValues(group: PermissionGroup): GroupFormValues {
  return { name: group.name, description: group.description, permissions: [...group.permissions] };
}

export function validateGroupForm(values: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = '그룹 이름을 입력해 주세요.';
  else if (name.length > GROUP_NAME_MAX) errors.name = `그룹 이름은 ${String(GROUP_NAME_MAX)}자 이하로 입력해 주세요.`;
  if (values.description.trim().length > GROUP_DESCRIPTION_MAX) {
    errors.description = `설명은 ${String(GROUP_DESCRIPTION_MAX)}자 이하로 입력해 주세요.`;
  }
  if (values.permissions.length === 0) errors.permissions = '권한을 하나 이상 선택해 주세요.';
  return errors;
}

export function groupInput(values: GroupFormValues): PermissionGroupInput {
  return { name: values.name.trim(), description: values.description.trim(), permissions: [...values.permissions] };
}

/** Whether two forms hold the same group (the permissions' order does not matter). */
export function sameGroupForm(a: GroupFormValues, b: GroupFormValues): boolean {
  if (a.name !== b.name || a.description !== b.description) return false;
  if (a.permissions.length !== b.permissions.length) return false;
  const chosen = new Set(a.permissions);
  return b.permissions.every((permission) => chosen.has(permission));
}
