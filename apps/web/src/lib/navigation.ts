/**
 * Navigation for code outside React (the API client): the router lends its own navigate at
 * start (app/index.tsx); until then the hash is set directly.
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

const routeListeners = new Set<() => void>();

/** The router tells of every change of route (app/index.tsx); code outside React listens (the update prompt). */
export function routeChanged(): void {
  for (const listener of routeListeners) listener();
}

export function onRouteChange(listener: () => void): () => void {
  routeListeners.add(listener);
  return () => routeListeners.delete(listener);
}

/** The current in-app path, without its query, e.g. '/subpackage/settingUp/index'. */
export function currentPath(): string {
  const href = currentHref();
  const query = href.indexOf('?');
  return query < 0 ? href : href.slice(0, query);
}

/** The current in-app href (path + query) from the hash, e.g. '/subpackage/settingUp/index?tab=1'. */
export function currentHref(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}
