import type { CSSProperties } from 'react';
import { AVATAR_COUNT } from '@telehealth/schema';

/** Spec §3/§9: 16 avatars in a 4×4 sprite sheet, numbered '1'..'16'. */
export const AVATAR_NUMBERS: readonly string[] = Array.from({ length: AVATAR_COUNT }, (_, i) => String(i + 1));

const GRID = 4;

// Resolved by Vite (dev server and build) and by Vitest alike; no type declaration needed.
export const avatarSpriteUrl = new URL('./avatars.svg', import.meta.url).href;

/** The avatar's number 1..16; anything else ('0', '17', 'abc', null) falls back to 1. */
export function resolveAvatarNumber(value: string | number | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return 1;
  const number = Number(text);
  return number >= 1 && number <= AVATAR_COUNT ? number : 1;
}

/**
 * CSS background-position of an avatar in the sheet, with background-size 400% 400%.
 * With a sheet four times the element's size, p% aligns the sheet's p% point with the
 * element's p% point, so column c (0..3) sits at c/3 = 0%, 33.33%, 66.67%, 100%.
 */
export function avatarBackgroundPosition(avatarNumber: number): string {
  const index = avatarNumber - 1;
  const column = index % GRID;
  const row = Math.floor(index / GRID);
  const step = 100 / (GRID - 1);
  return `${round(column * step)}% ${round(row * step)}%`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Inline style that shows one avatar of the sheet as an element's background. */
export function avatarStyle(avatarNumber: string | number | null | undefined): CSSProperties {
  return {
    backgroundImage: `url("${avatarSpriteUrl}")`,
    backgroundSize: '400% 400%',
    backgroundPosition: avatarBackgroundPosition(resolveAvatarNumber(avatarNumber)),
    backgroundRepeat: 'no-repeat',
  };
}
