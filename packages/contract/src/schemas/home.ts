/**
 * The home page's counts on OA (GET /oa/v1/summary), one answer for every section the user may open; a section
 * the user may not open is null. Each count is the total its list would show for the same filter.
 */
import { Type } from 'typebox';
import { OPERATION_STATES } from '../robots';
import { USER_STATUSES } from '../users';

const countsOf = <const Values extends readonly string[]>(values: Values) =>
  Type.Object(
    Object.fromEntries(values.map((value) => [value, Type.Integer()])) as Record<
      Values[number],
      ReturnType<typeof Type.Integer>
    >,
  );

export const HomeSummarySchema = Type.Object({
  /** The robot list's totals: by operation state, with a full bin, offline (robot-list permission). */
  robots: Type.Union([
    Type.Object({ operationStates: countsOf(OPERATION_STATES), fullBins: Type.Integer(), offline: Type.Integer() }),
    Type.Null(),
  ]),
  /** The user list's totals by status (user-list permission). */
  accounts: Type.Union([countsOf(USER_STATUSES), Type.Null()]),
  /** The client list's total (client-list permission). */
  clients: Type.Union([Type.Integer(), Type.Null()]),
});
