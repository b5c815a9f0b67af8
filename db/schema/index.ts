export * from './auth';
export * from './system';
