type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Lets code outside React (HTTP client, timers) navigate through the router once it exists. */
export function setNavigator(next: Navigate): void {
  navigateImpl = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}
