import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { cx } from './cx';
import { CloseIcon } from './icons';
import * as s from './modal.css';
import { useCommonStrings } from '../i18n';

/** The props Dialog and Drawer both take. */
export type ModalBaseProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Close on a click outside; Escape always closes the top-most popup. Default true. */
  isDismissable?: boolean;
  /** Accessible label of the close button; 'Đóng' by default. */
  closeLabel?: string;
};

type ModalFrameProps = ModalBaseProps & {
  role?: 'dialog' | 'alertdialog';
  /** What differs between the components: the overlay, the modal box (placement, size), the dialog and body. */
  classNames: { overlay: string; modal: string; dialog: string; body: string };
};

/** A modal overlay holding a dialog with a title row (heading + close button), a body and an optional footer. */
export function ModalFrame({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  closeLabel: closeLabelProp,
  role,
  classNames,
}: ModalFrameProps) {
  const common = useCommonStrings();
  const closeLabel = closeLabelProp ?? common.close;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={classNames.overlay}
    >
      <Modal className={classNames.modal}>
        <AriaDialog role={role} className={classNames.dialog}>
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
              <div className={cx(s.body, classNames.body)}>{children}</div>
              {footer != null && <div className={s.footer}>{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
