/** The window event fired when the maintenance notice closes because maintenance has ended (spec §8). */
export const MAINTENANCE_ENDED = 'uu:maintenance-ended';
