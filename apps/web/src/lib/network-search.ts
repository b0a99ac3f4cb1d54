/**
 * The member's last network people search (the address's query, e.g. `tags=data&city=utrecht`),
 * kept in localStorage so the people page opens with it again. The session clears it where it
 * clears the member on a 401 of the profile state (and on log off): the spec's "profile state
 * answering 401 clears the saved network search".
 */
const KEY = 'meetspace.network-search';

export function saveNetworkSearch(search: string): void {
  try {
    if (search) localStorage.setItem(KEY, search);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private mode): the search is then not kept.
  }
}

export function savedNetworkSearch(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function clearNetworkSearch(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
