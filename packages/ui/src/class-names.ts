/**
 * Joins class names, skipping falsy ones. Every piece must be a complete, literal class
 * string somewhere in the source: Tailwind finds classes by scanning files, so a name
 * assembled from fragments would never be generated.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
