/**
 * The page's live regions (index.html: #uu-status polite, #uu-alert assertive): what a toast or an
 * error says is read out by screen readers too, since antd-mobile's Toast is not announced (WCAG 4.1.3).
 *
 * The words go into a closed shadow root of the region: assistive technology reads the flattened tree,
 * shadow content included, while the page's own text queries (and so the e2e tests' getByText on a
 * toast) see the toast once, not twice.
 */
const roots = new WeakMap<HTMLElement, ShadowRoot>();

function wordsOf(region: HTMLElement): ShadowRoot {
  let root = roots.get(region);
  if (!root) {
    root = region.attachShadow({ mode: 'closed' });
    roots.set(region, root);
  }
  return root;
}

export function announce(message: string, urgency: 'polite' | 'assertive' = 'polite'): void {
  const region = document.getElementById(urgency === 'assertive' ? 'uu-alert' : 'uu-status');
  if (!region) return;
  const words = wordsOf(region);
  // Emptied first, then filled on the next frame: the same message twice is announced twice.
  words.textContent = '';
  window.setTimeout(() => {
    words.textContent = message;
  }, 50);
}
