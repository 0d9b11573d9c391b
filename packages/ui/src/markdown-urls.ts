/** Spec §5: markdown links render only for these protocols. */
export const MARKDOWN_LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const allowed: ReadonlySet<string> = new Set(MARKDOWN_LINK_PROTOCOLS);

/**
 * True when a markdown URL may become a link or image source. A URL without a scheme
 * (relative path, '?query', '#fragment') stays on this site and is allowed, as in the
 * reference sanitiser (react-markdown's defaultUrlTransform); every scheme outside the
 * list above — javascript:, data:, vbscript:, file:, ... — is refused.
 */
export function isAllowedMarkdownUrl(url: string): boolean {
  const value = url.trim();
  if (value === '') return false;
  const colon = value.indexOf(':');
  if (colon === -1) return true;
  // A '/', '?' or '#' before the first colon means the colon belongs to a path or query.
  const firstDelimiter = value.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return true;
  return allowed.has(value.slice(0, colon).toLowerCase());
}
