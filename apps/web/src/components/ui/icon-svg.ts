/**
 * The stroke style of the icons the app draws itself (navigation bar, tab bar, home's services):
 * antd-mobile-icons ship each icon as a 2 kB module, which the first route's budget feels.
 */
export const iconSvgProps = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
