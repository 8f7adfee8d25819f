import { USER_PATHS, useResource } from '@oa/api';

export interface GroupOption {
  id: number;
  name: string;
}

const NONE: readonly GroupOption[] = Object.freeze([]);

/** Every permission group as {id, name} (GET /v1/permission-group-options): the user form's and filter's choices. */
export function useGroupOptions() {
  const { value, error, isLoading } = useResource<GroupOption[]>(USER_PATHS.groupOptions);
  const groups = value ?? NONE;
  return {
    groups,
    /** As ui Select options (the id as text). */
    options: groups.map((group) => ({ value: String(group.id), label: group.name })),
    error,
    /** The select's hint when the list could not be loaded (undefined otherwise). */
    loadError: error === undefined ? undefined : '권한 그룹 목록을 불러오지 못했습니다.',
    isLoading,
  };
}
