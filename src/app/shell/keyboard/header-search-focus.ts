// `/`: the header's search box takes the focus with its text selected, so typing replaces the keyword.

/** Marks the header search input (the one `/` focuses). */
export const HEADER_SEARCH_ATTRIBUTE = 'data-header-search';

export function focusHeaderSearch(): boolean {
  const input = document.querySelector<HTMLInputElement>(`input[${HEADER_SEARCH_ATTRIBUTE}]`);
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}
