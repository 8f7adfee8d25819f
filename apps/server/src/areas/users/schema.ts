/**
 * The users area's tables: console users and permission groups (docs/areas/users-and-clients.md). Sign-in and access
 * control read them on every request, so the platform holds them (auth/schema.ts); this area manages them.
 */
export { permissionGroups, users } from '../../auth/schema';
