export { CommandPalette } from './CommandPalette';
export type { CommandPaletteProps, CommandPaletteLabels } from './CommandPalette';
