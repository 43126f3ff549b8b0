/**
 * The page's live regions (index.html: #uu-status polite, #uu-alert assertive): what a toast or an
 * error says is read out by screen readers too, since antd-mobile's Toast is not announced (WCAG 4.1.3).
 */
export function announce(message: string, urgency: 'polite' | 'assertive' = 'polite'): void {
  const region = document.getElementById(urgency === 'assertive' ? 'uu-alert' : 'uu-status');
  if (!region) return;
  // Emptied first, then filled on the next frame: the same message twice is announced twice.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}
