/**
 * Copies text. The Clipboard API exists only in secure contexts (https, localhost); over plain
 * http, and in some in-app browsers, the older selection copy still works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if ((navigator as Partial<Navigator>).clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one copy that works without a secure context
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
