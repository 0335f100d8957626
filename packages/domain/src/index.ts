export * from './api';
export * from './resource';
export * from './resources';
export * from './risk/index';
