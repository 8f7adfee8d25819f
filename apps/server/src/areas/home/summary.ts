/**
 * The home page's counts on OA in one answer (GET /oa/v1/summary): for each section the user may open (the
 * console's route table decides, as for the screens), the totals its list would show for the same filter, with the
 * same scope (a client's admin user counts only its clients' robots, users and clients). Any signed-in user may
 * ask; a section the user may not open is null. The console's home then needs no list module of any area.
 */
import {
  HOME_SUMMARY_PATH,
  OPERATION_STATES,
  USER_STATUSES,
  type HomeSummary,
  type OperationState,
  type UserStatus,
} from '@oa/contract';
import { HomeSummarySchema } from '@oa/contract/schemas/home';
import { isRouteAllowed, resolveRoute } from '@oa/auth/tables';
import { clientScope, ownClientScope } from '../../authz/scope';
import { principalOf, SIGNED_IN, type Principal } from '../../http/access';
import { envelope } from '../../http/routeSchemas';
import { countList } from '../../lists/listEngine';
import type { AreaPlugin } from '../area';
import { clients } from '../clients/schema';
import { clientList } from '../clients/clients';
import { robotListSpec } from '../robots/robots';
import { robots } from '../robots/schema';
import { userList } from '../users/users';
import { users } from '../users/schema';

/** Whether the principal may open the console screen at `path`. */
const opens = (principal: Principal, path: string) => {
  const route = resolveRoute(path);
  return route !== null && isRouteAllowed(route.permissions, principal.permissions);
};

const fromEntries = <Key extends string>(keys: readonly Key[], values: readonly number[]) =>
  Object.fromEntries(keys.map((key, index) => [key, values[index] ?? 0])) as Record<Key, number>;

export const homeSummaryRoutes: AreaPlugin = (app, { db, now }) => {
  const robotList = robotListSpec(now);

  const robotCounts = async (principal: Principal): Promise<HomeSummary['robots']> => {
    const list = { db, from: robots, spec: robotList, scope: clientScope(principal, robots.clientId) };
    const [states, fullBins, offline] = await Promise.all([
      Promise.all(OPERATION_STATES.map((state) => countList(list, [`operationState:eq:${state}`]))),
      countList(list, ['capacityState:any:FULL']),
      countList(list, ['online:eq:false']),
    ]);
    return { operationStates: fromEntries<OperationState>(OPERATION_STATES, states), fullBins, offline };
  };

  const accountCounts = async (principal: Principal): Promise<HomeSummary['accounts']> => {
    const list = { db, from: users, spec: userList, scope: ownClientScope(principal, users.clientId) };
    const counts = await Promise.all(USER_STATUSES.map((status) => countList(list, [`status:eq:${status}`])));
    return fromEntries<UserStatus>(USER_STATUSES, counts);
  };

  app.get(
    HOME_SUMMARY_PATH,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['home'],
        summary: '홈 화면 요약 (볼 수 있는 영역만; 나머지는 null)',
        response: { 200: envelope(HomeSummarySchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const [robotsSection, accounts, clientTotal] = await Promise.all([
        opens(principal, '/dashboard/webin-manage-list') ? robotCounts(principal) : null,
        opens(principal, '/dashboard/user-list') ? accountCounts(principal) : null,
        opens(principal, '/dashboard/client-list')
          ? countList({ db, from: clients, spec: clientList, scope: clientScope(principal, clients.id) }, [])
          : null,
      ]);
      return { _data: { robots: robotsSection, accounts, clients: clientTotal } };
    },
  );

  return Promise.resolve();
};
