export * from './api';
export * from './notify-events';
export * from './resource';
export * from './resources';
