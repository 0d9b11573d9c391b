import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to another screen of the app: a real anchor (it opens in a new tab, its address can be
 * copied), followed without a page load. React Router's Link would do the same but brings its
 * prefetching and form code into the first download of every screen, the chat's included.
 */
export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || anchor.target) return;
    event.preventDefault();
    void navigate(to);
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
