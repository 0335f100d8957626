export const ACCESS_TOKEN_COOKIE = 'saber-access-token';
export const REFRESH_TOKEN_COOKIE = 'saber-refresh-token';

export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec requires the two token cookies; the Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
