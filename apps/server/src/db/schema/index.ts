export * from './authority';
export * from './develop';
export * from './logs';
export * from './notify';
export * from './region';
export * from './resources';
export * from './sms';
export * from './system';
