import { describe, expect, it } from 'vitest';
import { formShortcutOf } from './keyboard';

const key = (overrides: Partial<Parameters<typeof formShortcutOf>[0]>) =>
  formShortcutOf({
    key: 'a',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    targetTag: 'INPUT',
    targetRole: null,
    expanded: false,
    ...overrides,
  });

describe('formShortcutOf', () => {
  it('Ctrl+S and Cmd+S save, even from a text area or an open list', () => {
    expect(key({ key: 's', ctrlKey: true })).toBe('save');
    expect(key({ key: 'S', metaKey: true, targetTag: 'TEXTAREA', expanded: true })).toBe('save');
  });

  it('Enter moves on from inputs and date segments, not from text areas, buttons or an open list', () => {
    expect(key({ key: 'Enter' })).toBe('next');
    expect(key({ key: 'Enter', targetTag: 'DIV', targetRole: 'spinbutton' })).toBe('next');
    expect(key({ key: 'Enter', targetTag: 'TEXTAREA' })).toBeNull();
    expect(key({ key: 'Enter', targetTag: 'BUTTON' })).toBeNull();
    expect(key({ key: 'Enter', expanded: true })).toBeNull();
    expect(key({ key: 'Enter', ctrlKey: true })).toBeNull();
  });

  it('Esc cancels unless a popover or list took it first', () => {
    expect(key({ key: 'Escape' })).toBe('cancel');
    expect(key({ key: 'Escape', defaultPrevented: true })).toBeNull();
    expect(key({ key: 'Escape', expanded: true })).toBeNull();
  });

  it('other keys do nothing', () => {
    expect(key({ key: 'a' })).toBeNull();
    expect(key({ key: 'Tab' })).toBeNull();
  });
});
