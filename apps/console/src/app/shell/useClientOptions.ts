import { ROBOT_PATHS, useResource, type ClientOption } from '@oa/api';

const NONE: readonly ClientOption[] = Object.freeze([]);

/**
 * The clients the signed-in user may choose (GET /v1/client-options, scoped by the server): for a client filter
 * or a robot's client select. `options` is empty while loading or after an error.
 */
export function useClientOptions() {
  const { value, error, isLoading, mutate } = useResource<ClientOption[]>(ROBOT_PATHS.clientOptions);
  const clients = value ?? NONE;
  return {
    clients,
    /** As ui Select options (the id as text). */
    options: clients.map((client) => ({ value: String(client.id), label: client.name })),
    error,
    /** The select's hint when the list could not be loaded (undefined otherwise). */
    loadError: error === undefined ? undefined : '고객사 목록을 불러오지 못했습니다.',
    isLoading,
    reload: () => mutate(),
  };
}
