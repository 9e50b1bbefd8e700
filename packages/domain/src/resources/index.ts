export * from './fields.js';
export * from './field-schema.js';
export * from './define-resource.js';
export * from './define-view.js';
export * from './module.js';
export * from './options.js';
export * from './voucher-totals.js';
export * from './catalogue.js';
