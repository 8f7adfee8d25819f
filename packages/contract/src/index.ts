export * from './envelope';
export * from './listQuery';
export * from './seoul';
export * from './password';
export * from './csp';
export * from './robots';
export * from './users';
export * from './audit';
