export * from './messages';
export * from './storage';
export * from './token';
export * from './session';
export * from './permissions';
export * from './routes';
export * from './actions';
export * from './guard';
