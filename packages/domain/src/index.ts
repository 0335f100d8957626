export * from './api';
export * from './messages';
export * from './notify-events';
export * from './resource';
export * from './resources';
export { extinguisherFields, hydrantFields } from './resources/check';
export * from './risk/index';
