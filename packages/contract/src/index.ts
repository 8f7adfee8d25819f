export * from './envelope';
export * from './listQuery';
