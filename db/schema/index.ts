export * from './auth';
export * from './system';
export * from './people';
export * from './operations';
export * from './settings';
export * from './distribution';
export * from './profit-requests';
export * from './periods';
