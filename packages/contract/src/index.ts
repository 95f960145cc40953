export * from './errors.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './lists.ts';
export * from './paths.ts';
export * from './suppliers.ts';
export * from './banks.ts';
