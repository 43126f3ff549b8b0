import { reduceMotion, restoreMotion } from 'antd-mobile';

/** antd-mobile's switch for its spring animations (lib/motion.ts calls it when the system setting asks). */
export function setMotionReduced(reduced: boolean): void {
  if (reduced) reduceMotion();
  else restoreMotion();
}
