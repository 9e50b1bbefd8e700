export * from './code.js';
export * from './numeric.js';
export * from './numberKey.js';
export * from './phone.js';
export * from './date.js';
export * from './issue-message.js';
