import { cx } from '../internal/cx';
import { ModalFrame } from '../internal/ModalParts';
import type { ModalBaseProps } from '../internal/ModalParts';
import * as s from './Drawer.css';

export type DrawerProps = ModalBaseProps & {
  /** The side it slides in from; 'end' (right in Vietnamese and English) by default. */
  placement?: 'start' | 'end';
  /** Width: 360, 480 (default) or 720 px; always the full width on phones. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A modal side sheet with a title, a close button and an optional footer. Stacks like `Dialog`. */
export function Drawer({ placement = 'end', size = 'md', className, ...props }: DrawerProps) {
  return (
    <ModalFrame
      {...props}
      classNames={{
        overlay: s.overlay,
        modal: cx(s.modal, s.placement[placement], s.size[size], className),
        dialog: s.dialog,
        body: s.body,
      }}
    />
  );
}
