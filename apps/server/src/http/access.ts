/**
 * Access control, central and deny-by-default (security.md "Server"):
 * - every API route declares its access in `config.access`; registering one without it fails at startup;
 * - the declaration is public, any signed-in user, or "any one of these permissions", taken from the console's
 *   own tables in @oa/auth (`screen(path)` = that screen's permissions, `action(name)` = that action's), so the
 *   server enforces exactly the strings the console shows and hides by;
 * - the check runs before the body is read: no token 401, an expired one 410, a bad one 401; a token whose
 *   session was ended (logout, password change, reuse detected) or whose user is no longer active 498 (the
 *   console logs out); a missing permission 403. Permissions come from the database at each request, so a
 *   changed permission group applies at once, not when the token expires.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTION_PERMISSIONS, resolveRoute, type Action, type Permission } from '@oa/auth/tables';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/database';
import { permissionGroups, users } from '../auth/schema';
import { tokenFamilies } from '../auth/schema';
import { HttpError, MESSAGES } from './errors';

export type Access =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permissions'; anyOf: readonly Permission[]; source: string };

export interface Principal {
  userId: number;
  loginId: string;
  name: string;
  /** A client's admin user sees only this client's data; staff have null. */
  clientId: number | null;
  permissions: readonly string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };

/** The permissions of a console screen (the route-permission table); a screen without any is any signed-in user. */
export function screen(path: string): Access {
  const route = resolveRoute(path);
  if (route?.path !== path) throw new Error(`${path} is not a route of the console's table`);
  return route.permissions.length === 0 ? SIGNED_IN : { kind: 'permissions', anyOf: route.permissions, source: path };
}

/**
 * Any one of several screens' permissions (e.g. a robot's detail, which the list, the edit form and realtime control
 * all read); when one of the screens needs no permission, any signed-in user.
 */
export function anyScreen(...paths: string[]): Access {
  const accesses = paths.map(screen);
  if (accesses.some((access) => access.kind !== 'permissions')) return SIGNED_IN;
  const anyOf = [...new Set(accesses.flatMap((access) => (access.kind === 'permissions' ? access.anyOf : [])))];
  return { kind: 'permissions', anyOf, source: paths.join(' | ') };
}

/**
 * A screen's permissions or an action's: a route that reads for the screen and changes for the action (a manual
 * state change previews for who sees the screen and applies for who holds the action; the handler tells them apart).
 */
export function screenOrAction(path: string, name: Action): Access {
  const seeing = screen(path);
  if (seeing.kind !== 'permissions') return seeing;
  return {
    kind: 'permissions',
    anyOf: [...new Set([...seeing.anyOf, ACTION_PERMISSIONS[name]])],
    source: `${path} | action:${name}`,
  };
}

/** The permission of a console action (the action-permission table). */
export function action(name: Action): Access {
  return { kind: 'permissions', anyOf: [ACTION_PERMISSIONS[name]], source: `action:${name}` };
}

/** The principal of an authenticated route (the check already ran). */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null) throw new HttpError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
  return request.principal;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AccessControlOptions {
  db: Db;
  tokens: TokenService;
  /** Route prefixes that must declare access (the API prefixes). */
  prefixes: readonly string[];
}

export function installAccessControl(app: FastifyInstance, { db, tokens, prefixes }: AccessControlOptions): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return;
    if (route.config?.access === undefined) {
      throw new Error(`${String(route.method)} ${url} declares no access (config.access): deny by default`);
    }
  });

  const loadPrincipal = async (userId: number, sessionId: string): Promise<Principal | null> => {
    const [row] = await db
      .select({
        loginId: users.loginId,
        name: users.name,
        status: users.status,
        clientId: users.clientId,
        permissions: permissionGroups.permissions,
        revokedAt: tokenFamilies.revokedAt,
      })
      .from(users)
      .innerJoin(tokenFamilies, and(eq(tokenFamilies.id, sessionId), eq(tokenFamilies.userId, users.id)))
      .leftJoin(permissionGroups, eq(permissionGroups.id, users.groupId))
      .where(eq(users.id, userId));
    if (row?.revokedAt !== null || row.status !== 'ACTIVE') return null;
    return {
      userId,
      loginId: row.loginId,
      name: row.name,
      clientId: row.clientId,
      permissions: row.permissions ?? [],
      sessionId,
    };
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access.kind === 'public') return;
    const token = bearerToken(request);
    if (token === null) throw new HttpError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
    const checked = await tokens.verifyAccess(token);
    if (!checked.ok) {
      if (checked.reason === 'expired') throw new HttpError(410, 'ACCESS_TOKEN_EXPIRED', MESSAGES.accessExpired);
      throw new HttpError(401, 'INVALID_TOKEN', MESSAGES.invalidToken);
    }
    const principal = await loadPrincipal(checked.access.userId, checked.access.sessionId);
    if (principal === null) throw new HttpError(498, 'SESSION_ENDED', MESSAGES.sessionEnded);
    if (
      access.kind === 'permissions' &&
      !access.anyOf.some((permission) => principal.permissions.includes(permission))
    ) {
      throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
    }
    request.principal = principal;
  });
}
