export { DropdownMenu } from './DropdownMenu';
export type {
  DropdownMenuProps,
  DropdownMenuItem,
  DropdownMenuAction,
  DropdownMenuSeparator,
} from './DropdownMenu';
