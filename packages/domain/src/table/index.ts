export * from './pagination.js';
export * from './queryState.js';
export * from './clientRows.js';
export * from './rangeSelection.js';
export * from './settings.js';
