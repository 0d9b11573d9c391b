import { AVATAR_NUMBERS, avatarStyle, resolveAvatarNumber } from './avatar-sprite';
import { cx } from './class-names';

export type AvatarPickerProps = {
  /** The chosen avatar, '1'..'16'. */
  value: string | null | undefined;
  onChange: (avatarNumber: string) => void;
  /** The group's visible legend. */
  legend?: string;
  hideLegend?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * Sixteen toggle buttons named 'Avatar 1' … 'Avatar 16' (ARCHITECTURE §7); the chosen
 * one has aria-pressed="true".
 */
export function AvatarPicker({
  value,
  onChange,
  legend = 'Choose an avatar',
  hideLegend = false,
  disabled = false,
  className,
}: AvatarPickerProps) {
  const chosen = String(resolveAvatarNumber(value));
  return (
    <fieldset disabled={disabled} className={cx('min-w-0', className)}>
      <legend className={cx('mb-2 text-sm font-medium', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {AVATAR_NUMBERS.map((avatarNumber) => {
          const pressed = avatarNumber === chosen;
          return (
            <button
              key={avatarNumber}
              type="button"
              aria-label={`Avatar ${avatarNumber}`}
              aria-pressed={pressed}
              onClick={() => onChange(avatarNumber)}
              className={cx(
                'aspect-square w-full max-w-16 justify-self-center rounded-full transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-50',
                pressed ? 'ring-3 ring-brand-600 ring-offset-2' : 'opacity-80 ring-1 ring-line hover:opacity-100',
              )}
              style={avatarStyle(avatarNumber)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
