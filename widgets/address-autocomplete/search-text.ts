// What is searched for: the field's value as plain text (markup removed, spaces collapsed), and only from 3
// characters on.
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SUGGESTIONS = 5;

export function plainSearchText(value: string): string {
  return value.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

export function isSearchable(text: string): boolean {
  return [...text].length >= MIN_SEARCH_LENGTH;
}
