import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { UNSTABLE_ToastQueue } from 'react-aria-components';
import { cx } from '../internal/cx';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { defaultToastTitles, toastQueue } from './toastQueue';
import type { ToastContent, ToastKind } from './toastQueue';
import * as s from './Toast.css';
import { useCommonStrings, useKitStrings, type KitDictionary } from '../i18n';

export type ToastRegionProps = {
  /** Titles per kind; by default the spec's ('Thành công', …) or their English counterparts, by the kit's language. */
  titles?: Partial<Record<ToastKind, string>>;
  /** Accessible label of each close button; 'Đóng' ('Close') by default. */
  closeLabel?: string;
  /** Accessible name of the region landmark; 'Thông báo' ('Notifications') by default. */
  'aria-label'?: string;
  /** Another queue (tests, embedded apps); the global `toastQueue` by default. */
  queue?: UNSTABLE_ToastQueue<ToastContent>;
  className?: string;
};

const titleDictionary: KitDictionary<Record<ToastKind, string>> = {
  vi: defaultToastTitles,
  en: {
    info: 'Notice',
    warning: 'Notice',
    success: 'Success',
    failure: 'Failed',
    error: 'Something went wrong',
  },
};

const icons = {
  info: InfoIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  failure: DangerIcon,
  error: DangerIcon,
};

/** Renders the toast queue; mount once near the root of the app. */
export function ToastRegion({
  titles,
  closeLabel: closeLabelProp,
  'aria-label': ariaLabelProp,
  queue = toastQueue,
  className,
}: ToastRegionProps) {
  const common = useCommonStrings();
  const closeLabel = closeLabelProp ?? common.close;
  const ariaLabel = ariaLabelProp ?? common.notifications;
  const kindTitles = useKitStrings(titleDictionary, titles);
  return (
    <AriaToastRegion queue={queue} aria-label={ariaLabel} className={cx(s.region, className)}>
      {({ toast }) => {
        const { kind, message, title } = toast.content;
        const Icon = icons[kind];
        return (
          <AriaToast toast={toast} className={cx(s.toast, s.kind[kind])} data-kind={kind}>
            <span className={s.icon[kind]}>
              <Icon />
            </span>
            <AriaToastContent className={s.content}>
              <Text slot="title" className={s.title}>
                {title ?? kindTitles[kind]}
              </Text>
              <Text slot="description" className={s.message}>
                {message}
              </Text>
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={s.close}>
              <CloseIcon size={16} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
