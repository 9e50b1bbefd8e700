export * from './pagination.js';
export * from './queryState.js';
