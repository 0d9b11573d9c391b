import { avatarStyle, resolveAvatarNumber } from './avatar-sprite';
import { cx } from './class-names';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizeClasses: Record<AvatarSize, string> = {
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-14',
  xl: 'size-20',
};

export type AvatarProps = {
  /** '1'..'16'; unknown values show avatar 1. */
  avatarNumber?: string | number | null;
  size?: AvatarSize;
  /** Accessible name (e.g. the doctor's name); without it the avatar is decorative. */
  label?: string;
  className?: string;
};

/** One face from the avatar sprite sheet, cropped to a circle. */
export function Avatar({ avatarNumber, size = 'md', label, className }: AvatarProps) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-avatar={resolveAvatarNumber(avatarNumber)}
      className={cx('inline-block shrink-0 rounded-full bg-surface-muted', sizeClasses[size], className)}
      style={avatarStyle(avatarNumber)}
    />
  );
}
