export * from './phone.js';
export * from './initials.js';
export * from './business-time.js';
export * from './date.js';
export * from './number.js';
export * from './value.js';
export * from './words.js';
export * from './date-presets.js';
