export * from './authority';
export * from './develop';
export * from './logs';
export * from './region';
export * from './resources';
export * from './sms';
export * from './system';
export * from './workflow';
