/**
 * The permission tables without React or storage: what the server imports to enforce the same strings
 * (`@oa/auth/tables`).
 */
export * from './permissions';
export * from './permissionLabels';
export * from './publicRoutes';
export * from './routes';
export * from './actions';
export * from './actionLabels';
