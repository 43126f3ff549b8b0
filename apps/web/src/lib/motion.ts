/**
 * antd-mobile animates its popups, sheets and dialogs with springs in JavaScript, which CSS cannot
 * stop: they follow the system's "reduce motion" setting here, and change with it (WCAG 2.3.3;
 * styles/global.css does the same for CSS transitions). The spring library loads only when the
 * setting is on, so the first route does not carry it.
 */
export function followReducedMotion(): void {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  let applied = false;
  const apply = () => {
    if (!query.matches && !applied) return;
    applied = true;
    void import('./motion-switch').then((m) => m.setMotionReduced(query.matches));
  };
  apply();
  query.addEventListener('change', apply);
}
