import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { cx } from './class-names';

/** What a link item is rendered with: a plain <a> or the app's router link adapted to `href`. */
export type MenuLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type MenuLinkEntry = { label: string; href: string; icon?: ReactNode };
export type MenuActionEntry = {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  destructive?: boolean;
  disabled?: boolean;
};
export type MenuEntry = MenuLinkEntry | MenuActionEntry;

export type MenuProps = {
  items: MenuEntry[];
  /** The trigger's accessible name; the product relies on 'Menu' (ARCHITECTURE §7). */
  label?: string;
  /** Renders link items; must pass its props and ref on to an <a>. Defaults to <a>. */
  linkComponent?: ComponentType<MenuLinkProps>;
  /** 'dark' for the black header. */
  tone?: 'light' | 'dark';
  /** Replaces the default vertical-dots icon inside the trigger. */
  icon?: ReactNode;
  className?: string;
};

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm data-disabled:opacity-50 data-focus:bg-surface-muted';

function PlainLink(props: MenuLinkProps) {
  return <a {...props} />;
}

/**
 * A dropdown menu (role="menu"): arrow keys move between items, Enter or Space picks one,
 * Escape closes it and focus returns to the trigger.
 */
export function Menu({
  items,
  label = 'Menu',
  linkComponent: LinkComponent = PlainLink,
  tone = 'light',
  icon,
  className,
}: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton
        aria-label={label}
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2',
          tone === 'dark'
            ? 'text-white hover:bg-white/10 focus-visible:outline-white data-open:bg-white/15'
            : 'text-ink hover:bg-black/5 focus-visible:outline-brand-600 data-open:bg-black/5',
          className,
        )}
      >
        {icon ?? (
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        )}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        transition
        className="z-50 min-w-48 rounded-xl border border-line bg-surface p-1 text-ink shadow-lg outline-none transition duration-100 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
      >
        {items.map((item) =>
          'href' in item ? (
            <MenuItem key={item.label}>
              <LinkComponent href={item.href} className={itemClasses}>
                {item.icon}
                {item.label}
              </LinkComponent>
            </MenuItem>
          ) : (
            <MenuItem key={item.label} disabled={item.disabled}>
              <button
                type="button"
                onClick={item.onSelect}
                className={cx(itemClasses, item.destructive && 'text-danger')}
              >
                {item.icon}
                {item.label}
              </button>
            </MenuItem>
          ),
        )}
      </MenuItems>
    </HeadlessMenu>
  );
}
