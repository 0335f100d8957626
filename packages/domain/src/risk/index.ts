export * from './control';
export * from './grading';
export * from './map';
