import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

export type CardProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...rest }: CardProps) {
  return <div className={cx('rounded-2xl border border-line bg-surface text-ink shadow-sm', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: CardProps) {
  return <div className={cx('flex flex-col gap-1 px-4 pt-4 sm:px-5 sm:pt-5', className)} {...rest} />;
}

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Heading level, so the card fits the page outline (h2 by default). */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardTitle({ as: Heading = 'h2', className, ...rest }: CardTitleProps) {
  return <Heading className={cx('text-base font-semibold leading-6', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('text-sm text-ink-muted', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: CardProps) {
  return <div className={cx('px-4 py-4 sm:px-5', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: CardProps) {
  return <div className={cx('flex items-center justify-end gap-2 px-4 pb-4 sm:px-5 sm:pb-5', className)} {...rest} />;
}
