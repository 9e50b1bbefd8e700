import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import * as s from './Drawer.css';

export type DrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** The side it slides in from; 'end' (right in Vietnamese and English) by default. */
  placement?: 'start' | 'end';
  /** Width: 360, 480 (default) or 720 px; always the full width on phones. */
  size?: 'sm' | 'md' | 'lg';
  /** Close on a click outside; Escape always closes the top-most popup. Default true. */
  isDismissable?: boolean;
  /** Accessible label of the close button; 'Đóng' by default. */
  closeLabel?: string;
  className?: string;
};

/** A modal side sheet with a title, a close button and an optional footer. Stacks like `Dialog`. */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  placement = 'end',
  size = 'md',
  isDismissable = true,
  closeLabel = 'Đóng',
  className,
}: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={s.overlay}
    >
      <Modal className={cx(s.modal, s.placement[placement], s.size[size], className)}>
        <AriaDialog className={s.dialog}>
          {({ close }) => (
            <>
              <div className={s.header}>
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
                <IconButton aria-label={closeLabel} size="sm" onPress={close}>
                  <CloseIcon size={16} />
                </IconButton>
              </div>
              <div className={s.body}>{children}</div>
              {footer != null && <div className={s.footer}>{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
