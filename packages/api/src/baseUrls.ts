/**
 * spec §7: the five backends. Base URLs come from build-time env; the defaults are the reference server's
 * prefixes on the same origin (apps/server). OA_BLOB is OA's host with a multipart content type.
 */
export const API_NAMES = ['OA', 'OA_BLOB', 'APPS', 'CUID', 'SEOUL_CUP'] as const;
export type ApiName = (typeof API_NAMES)[number];

export interface ApiEnv {
  VITE_API_OA?: string;
  VITE_API_APPS?: string;
  VITE_API_CUID?: string;
  VITE_API_SEOUL_CUP?: string;
}

export function apiBaseUrls(env: ApiEnv): Record<ApiName, string> {
  const oa = env.VITE_API_OA || '/oa';
  return {
    OA: oa,
    OA_BLOB: oa,
    APPS: env.VITE_API_APPS || '/apps',
    CUID: env.VITE_API_CUID || '/cuid',
    SEOUL_CUP: env.VITE_API_SEOUL_CUP || '/seoul-cup',
  };
}
