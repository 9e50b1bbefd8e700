export { CommandPalette } from './CommandPalette';
export type {
  CommandPaletteProps,
  CommandPaletteLabels,
  CommandPaletteGroup,
  CommandPaletteResult,
} from './CommandPalette';
