// The full schema, one file per feature; drizzle-kit reads this to generate migrations.
export * from './auth';
export * from './profiles';
export * from './hotels';
export * from './contact';
export * from './onboarding';
export * from './activities';
export * from './billing';
export * from './assets';
export * from './rooms';
export * from './galleries';
export * from './descriptions';
export * from './area-info';
export * from './features';
export * from './templates';
export * from './imports';
export * from './otas';
