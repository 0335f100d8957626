export * from './api';
export * from './ledgers';
export * from './messages';
export * from './notify-events';
export * from './query';
export * from './resource';
export * from './resources';
export { extinguisherFields, hydrantFields } from './resources/check-points';
export * from './risk/index';
