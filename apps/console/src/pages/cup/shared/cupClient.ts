/** Where the cup programme's reads go (the Seoul cup API) and what a read's query may be; every part's reads use them. */
import type { ListQuery } from '@oa/api';

/** A list's query, or `null` to wait (nothing is fetched). */
export type Query = ListQuery | null;
export const SEOUL_CUP = { client: 'SEOUL_CUP' } as const;
