import { describe, expect, it } from 'vitest';
import { selectPopupsForCleanup } from './popups';

describe('selectPopupsForCleanup', () => {
  it('closes overlays, removes marked popups and keeps the call-center popup', () => {
    const dialog = { id: 'dialog', popup: null, overlay: true, inCallCenter: false };
    const toastPopup = { id: 'legacy', popup: 'notice', overlay: false, inCallCenter: false };
    const callCenter = { id: 'cc', popup: 'call-center', overlay: false, inCallCenter: true };
    const callCenterMenu = { id: 'cc-menu', popup: null, overlay: true, inCallCenter: true };
    const markedOverlay = { id: 'marked', popup: 'filters', overlay: true, inCallCenter: false };
    const plain = { id: 'plain', popup: null, overlay: false, inCallCenter: false };
    const result = selectPopupsForCleanup([
      dialog,
      toastPopup,
      callCenter,
      callCenterMenu,
      markedOverlay,
      plain,
    ]);
    expect(result.close.map((c) => c.id)).toEqual(['dialog', 'marked']);
    expect(result.remove.map((c) => c.id)).toEqual(['legacy']);
  });

  it('keeps a call-center popup even when it is not nested', () => {
    const result = selectPopupsForCleanup([{ popup: 'call-center', overlay: true, inCallCenter: false }]);
    expect(result).toEqual({ close: [], remove: [] });
  });
});
