/** The home page's counts on OA (types derived from ./schemas/home.ts) and where they are read. */
import type { Static } from 'typebox';
import type { HomeSummarySchema } from './schemas/home';

export const HOME_SUMMARY_PATH = '/v1/summary';
/**
 * SEOUL_CUP's summary for the home page's 서울컵 section (`CUP_PATHS.summary`): here too, so the home page reads it
 * without the cup programme's module (its enumerations and paths, a chunk of their own in the console).
 */
export const CUP_SUMMARY_PATH = '/v1/summary';

export type HomeSummary = Static<typeof HomeSummarySchema>;
