export * from './resources';
export * from './system';
