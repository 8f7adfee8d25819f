export * from './messages';
export * from './storage';
export * from './token';
export * from './session';
