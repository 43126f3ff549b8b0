/**
 * Navigation for code outside React (the API client): the router registers its own navigate at
 * start; until then, and in unit tests, the hash is set directly.
 */
/** Resolves (when it returns a promise) once the new route is current. */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigateImpl: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.hash = to;
};

export function setNavigator(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void | Promise<void> {
  return navigateImpl(to, options);
}

/** The current in-app href (path + query) from the hash, e.g. '/subpackage/settingUp/index?tab=1'. */
export function currentHref(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}
