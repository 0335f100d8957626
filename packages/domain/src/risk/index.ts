export * from './control';
export * from './grading';
