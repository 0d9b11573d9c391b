/** Spec §5: markdown links render only for these protocols. */
export const MARKDOWN_LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const allowed: ReadonlySet<string> = new Set(MARKDOWN_LINK_PROTOCOLS);

/**
 * True when a markdown URL may become a link: an absolute URL whose scheme is on the list above.
 * Everything else is refused — javascript:, data:, file:, ... and scheme-less paths too, because a
 * path such as `/api/...` would act on this site with the reader's session.
 */
export function isAllowedMarkdownUrl(url: string): boolean {
  const value = url.trim();
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1];
  return scheme !== undefined && allowed.has(scheme.toLowerCase());
}
