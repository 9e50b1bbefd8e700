import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  Text,
} from 'react-aria-components';
import type {
  Key,
  TagGroupProps as AriaTagGroupProps,
  TagProps as AriaTagProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldLabel } from '../internal/Field';
import { CloseIcon } from '../internal/icons';
import * as s from './TagGroup.css';
import { useCommonStrings } from '../i18n';

export type TagItem = { id: Key; label: string; isDisabled?: boolean };

export type TagGroupProps = Omit<AriaTagGroupProps, 'className' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  items: readonly TagItem[];
  /** Called with the removed ids (the × button, Delete or Backspace); without it tags are not removable. */
  onRemove?: (ids: Set<Key>) => void;
  /** Shown when there are no tags; nothing by default. */
  emptyText?: string;
  /** Accessible label of each × button (read with the tag's text); 'Xóa' by default. */
  removeLabel?: string;
  className?: string;
};

/** A labelled list of `{ id, label }` tags, optionally selectable and removable from the keyboard. */
export function TagGroup({
  label,
  description,
  items,
  onRemove,
  emptyText,
  removeLabel: removeLabelProp,
  className,
  ...rest
}: TagGroupProps) {
  const common = useCommonStrings();
  const removeLabel = removeLabelProp ?? common.remove;
  return (
    <AriaTagGroup {...rest} onRemove={onRemove} className={cx(f.field, className)}>
      <FieldLabel label={label} />
      <TagList
        items={items}
        className={s.list}
        renderEmptyState={emptyText ? () => <span className={s.empty}>{emptyText}</span> : undefined}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.label} isDisabled={item.isDisabled} removeLabel={removeLabel}>
            {item.label}
          </Tag>
        )}
      </TagList>
      {description != null && (
        <Text slot="description" className={f.description}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}

type TagProps = Omit<AriaTagProps, 'className' | 'children'> & { children: ReactNode; removeLabel: string };

function Tag({ children, removeLabel, ...rest }: TagProps) {
  return (
    <AriaTag {...rest} className={s.tag}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <AriaButton slot="remove" aria-label={removeLabel} className={s.remove}>
              <CloseIcon size={12} />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
