/** The data layer of the signed-in console: the five clients, the refresh rule and SWR (loaded with the layout). */
import { createApi } from '@oa/api';
import { baseUrls, session } from './session';

export const api = createApi({
  session,
  baseUrls,
  // The logout hook of session.ts navigates; this one only drops the cache.
  goToLogin: () => undefined,
});
