import { describe, expect, it } from 'vitest';
import { Can } from './react.js';

describe('Can', () => {
  it('renders the children only when allowed', () => {
    expect(Can({ allowed: true, children: 'edit' })).toBe('edit');
    expect(Can({ allowed: false, children: 'edit' })).toBeNull();
    expect(Can({ allowed: false, children: 'edit', fallback: 'read only' })).toBe('read only');
  });
});
