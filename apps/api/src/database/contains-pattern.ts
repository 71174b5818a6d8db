/**
 * An ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally
 * (backslash is PostgreSQL's default LIKE escape character).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
