import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** What decides whether a click on a plain link may stay in the app: the click and the link. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  link: { href: string; target: string; download: boolean } | null;
};

/**
 * The path a plain `<a>` click should navigate to inside the app, or null to let the browser have it:
 * not a link, another button or a modifier (new tab, download), a target or download attribute, or
 * another origin — what React Router's `<Link>` itself leaves to the browser.
 */
export function inAppPath(click: LinkClick, origin: string): string | null {
  const { link } = click;
  if (!link || click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One click handler for a block of plain links (the header's hundreds of category links): each
 * navigates inside the app as a `<Link>` would, without a `<Link>` apiece to render on the server
 * (each one resolves its path through the router: most of a page's render time, decision 215).
 */
export function useLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    const path = inAppPath(
      {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        link: anchor
          ? { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
          : null,
      },
      window.location.origin,
    );
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
}
