/** The home page's counts on OA (types derived from ./schemas/home.ts) and where they are read. */
import type { Static } from 'typebox';
import type { HomeSummarySchema } from './schemas/home';

export const HOME_SUMMARY_PATH = '/v1/summary';

export type HomeSummary = Static<typeof HomeSummarySchema>;
