import type { SVGProps } from 'react';
import { PRODUCT_NAME } from '@telehealth/schema';
import { CLINICIAN_PRODUCT_NAME } from './brand';
import { cx } from './class-names';

export type LogoProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Accessible name; leave it out when the product name is written next to the mark. */
  label?: string;
};

/** The product mark: a speech bubble holding a soft medical cross. */
export function Logo({ label, className, ...rest }: LogoProps) {
  const labelled = Boolean(label);
  return (
    <svg
      viewBox="0 0 32 32"
      className={cx('size-8 shrink-0', className)}
      role={labelled ? 'img' : undefined}
      aria-label={label}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path
        d="M16 3C8.8 3 3 8.2 3 14.6c0 3.6 1.8 6.8 4.7 8.9L6.5 29l6-3.4c1.1.2 2.3.4 3.5.4 7.2 0 13-5.2 13-11.4S23.2 3 16 3Z"
        fill="#207a73"
      />
      <g fill="#ffffff">
        <rect x="14" y="8.6" width="4" height="12" rx="1" />
        <rect x="10" y="12.6" width="12" height="4" rx="1" />
      </g>
    </svg>
  );
}

export type ProductBrandProps = {
  /** 'clinician' shows the doctor side's brand line. */
  audience?: 'patient' | 'clinician';
  className?: string;
};

/** Logo followed by the product name, as headers show it when no doctor is assigned. */
export function ProductBrand({ audience = 'patient', className }: ProductBrandProps) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-semibold', className)}>
      <Logo />
      <span>{audience === 'clinician' ? CLINICIAN_PRODUCT_NAME : PRODUCT_NAME}</span>
    </span>
  );
}
