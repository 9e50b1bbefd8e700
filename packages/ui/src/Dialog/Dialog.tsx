import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import * as s from './Dialog.css';

export type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Close on a click outside; Escape always closes the top-most dialog. Default true. */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label of the close button; 'Đóng' by default. */
  closeLabel?: string;
  className?: string;
};

/** A modal dialog. Dialogs stack; Escape closes only the top one. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Đóng',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={s.overlay}
    >
      <Modal className={cx(s.modal, s.size[size], className)}>
        <AriaDialog role={role} className={s.dialog}>
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

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  /** 'Xác nhận' by default. */
  title?: ReactNode;
  message: ReactNode;
  /** 'Đồng ý' by default. */
  confirmLabel?: string;
  /** 'Hủy bỏ' by default. */
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  isPending?: boolean;
};

/** A confirmation (alertdialog) with the spec's labels 'Xác nhận', 'Đồng ý', 'Hủy bỏ'. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title = 'Xác nhận',
  message,
  confirmLabel = 'Đồng ý',
  cancelLabel = 'Hủy bỏ',
  tone = 'primary',
  isPending,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
