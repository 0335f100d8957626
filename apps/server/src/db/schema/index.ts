export * from './authority';
export * from './resources';
export * from './system';
