import { useState } from 'react';
import { nameInitials } from '@sen/domain';
import { cx } from '../internal/cx';
import * as s from './Avatar.css';

export type AvatarProps = {
  /** The person's full name: the accessible name, and the initials when there is no picture ('Trần Thị Mai' → 'TM'). */
  name: string;
  /** Picture URL; the initials show while it is missing or when it fails to load. */
  src?: string | null;
  /** 28, 38 (default) or 56 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Hidden from screen readers, for an avatar next to the same name in text. */
  isDecorative?: boolean;
  className?: string;
};

/** A round picture of a person, or their initials (family name + given name, see `nameInitials`). */
export function Avatar({ name, src, size = 'md', isDecorative, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== '' && src !== failedSrc;
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} title={isDecorative ? undefined : name} className={cx(s.avatar, s.size[size], className)}>
      {showImage ? (
        <img src={src} alt="" className={s.image} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{nameInitials(name)}</span>
      )}
    </span>
  );
}
