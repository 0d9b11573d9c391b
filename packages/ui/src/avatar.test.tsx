import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';
import { AvatarPicker } from './avatar-picker';
import { avatarBackgroundPosition, resolveAvatarNumber } from './avatar-sprite';

describe('resolveAvatarNumber', () => {
  it('accepts 1..16', () => {
    expect(resolveAvatarNumber('1')).toBe(1);
    expect(resolveAvatarNumber('7')).toBe(7);
    expect(resolveAvatarNumber('16')).toBe(16);
    expect(resolveAvatarNumber(12)).toBe(12);
  });

  it.each(['0', '17', '-3', '2.5', 'abc', '', ' ', '1e1', '007'])('falls back to 1 for %j', (value) => {
    expect(resolveAvatarNumber(value)).toBe(1);
  });

  it('falls back to 1 for null and undefined', () => {
    expect(resolveAvatarNumber(null)).toBe(1);
    expect(resolveAvatarNumber(undefined)).toBe(1);
  });
});

describe('avatarBackgroundPosition', () => {
  it('walks the 4×4 sheet left to right, top to bottom', () => {
    expect(avatarBackgroundPosition(1)).toBe('0% 0%');
    expect(avatarBackgroundPosition(2)).toBe('33.333% 0%');
    expect(avatarBackgroundPosition(4)).toBe('100% 0%');
    expect(avatarBackgroundPosition(5)).toBe('0% 33.333%');
    expect(avatarBackgroundPosition(11)).toBe('66.667% 66.667%');
    expect(avatarBackgroundPosition(16)).toBe('100% 100%');
  });
});

describe('Avatar', () => {
  it('shows the requested avatar with its name', () => {
    render(<Avatar avatarNumber="6" label="Dr. Nguyen" />);
    const avatar = screen.getByRole('img', { name: 'Dr. Nguyen' });
    expect(avatar).toHaveAttribute('data-avatar', '6');
    expect(avatar.style.backgroundPosition).toBe('33.333% 33.333%');
    expect(avatar.style.backgroundImage).toContain('avatars.svg');
  });

  it('falls back to avatar 1 for an unknown value', () => {
    render(<Avatar avatarNumber="42" label="Dr. Smith" />);
    const avatar = screen.getByRole('img', { name: 'Dr. Smith' });
    expect(avatar).toHaveAttribute('data-avatar', '1');
    expect(avatar.style.backgroundPosition).toBe('0% 0%');
  });
});

describe('AvatarPicker', () => {
  it('offers 16 buttons named Avatar 1 … Avatar 16 with the chosen one pressed', () => {
    render(<AvatarPicker value="3" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Choose an avatar' });
    for (let n = 1; n <= 16; n += 1) {
      const button = screen.getByRole('button', { name: `Avatar ${n}` });
      expect(group).toContainElement(button);
      expect(button).toHaveAttribute('aria-pressed', n === 3 ? 'true' : 'false');
    }
    expect(screen.getAllByRole('button')).toHaveLength(16);
  });

  it('presses Avatar 1 when the value is unknown, and reports a new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AvatarPicker value="99" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Avatar 16' }));
    expect(onChange).toHaveBeenCalledWith('16');
  });
});
