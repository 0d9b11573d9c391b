/** The header names an assigned doctor by title and surname: 'Dr. ' plus the last word of fullName. */
export function doctorShortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return `Dr. ${words[words.length - 1] ?? ''}`;
}
