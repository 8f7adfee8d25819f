export * from './baseUrls';
export * from './errors';
export * from './refresh';
export * from './clients';
export * from './listQuery';
export * from './swrConfig';
export * from './api';
export * from './hooks';
