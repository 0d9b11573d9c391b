import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuLinkProps } from './menu';

describe('Menu', () => {
  it('has a trigger named Menu that opens links and actions', async () => {
    const user = userEvent.setup();
    const onVoiceMode = vi.fn();
    render(
      <Menu
        items={[
          { label: 'Documents', href: '/documents' },
          { label: 'Voice Mode', onSelect: onVoiceMode },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Documents' })).toHaveAttribute('href', '/documents');

    await user.click(screen.getByRole('menuitem', { name: 'Voice Mode' }));
    expect(onVoiceMode).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('renders links with the given link component', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function RouterLink({ href, ...rest }: MenuLinkProps) {
      seen.push(href);
      return <a data-router="yes" href={href} {...rest} />;
    }
    render(<Menu items={[{ label: 'Settings', href: '/settings' }]} linkComponent={RouterLink} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Settings' });
    expect(item).toHaveAttribute('data-router', 'yes');
    expect(seen).toContain('/settings');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <Menu
        items={[
          { label: 'Profile', onSelect: () => {} },
          { label: 'Logout', onSelect: onLogout },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
