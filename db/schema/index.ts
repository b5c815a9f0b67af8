export * from './auth';
export * from './system';
export * from './people';
export * from './operations';
export * from './settings';
