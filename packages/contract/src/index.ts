/** The contract's plain modules (values and types; the schema modules in ./schemas are imported by path). */
export * from './envelope';
export * from './listQuery';
export * from './seoul';
export * from './password';
export * from './csp';
export * from './robots';
export * from './users';
export * from './audit';
export * from './listFields';
export * from './cup';
export * from './cupMoney';
export * from './cupLife';
export * from './home';
export * from './statistics';
