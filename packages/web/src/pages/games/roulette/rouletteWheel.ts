/** The pockets in the order they sit on a European wheel, clockwise from zero (display only). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** The angle one pocket takes on the wheel, in degrees. */
export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** Full turns the wheel makes forward and the ball backward before they stop, when the spin is animated. */
export const WHEEL_TURNS = 3;
export const BALL_TURNS = 5;

/** Where a spin leaves the wheel and the ball: both angles in degrees clockwise, the ball's from the top. */
export interface WheelPose {
  readonly wheel: number;
  readonly ball: number;
}

/** The centre of a pocket on the unturned wheel, in degrees clockwise from the top. */
export function pocketAngle(pocket: number): number {
  const at = WHEEL_ORDER.indexOf(pocket);
  if (at < 0) throw new RangeError(`No pocket ${pocket} on a European wheel`);
  return at * POCKET_DEGREES;
}

const turnsDown = (angle: number) => Math.floor(angle / 360) * 360;

/**
 * The pose a spin ends in, from the pose before it: the winning pocket stops under the pointer at the top and the ball
 * rests in it. Animated, the wheel turns clockwise at least `WHEEL_TURNS` times and the ball runs the other way at
 * least `BALL_TURNS` times, so a CSS transition between the two poses shows the whole spin; instant, the wheel takes
 * the shortest way (it is drawn there at once).
 */
export function spinTo(previous: WheelPose, pocket: number, animated: boolean): WheelPose {
  const resting = -pocketAngle(pocket);
  if (!animated) return { wheel: resting, ball: 0 };
  // The next angle congruent to the resting one that is at least WHEEL_TURNS turns past the last stop.
  const least = previous.wheel + WHEEL_TURNS * 360;
  const wheel = resting + Math.ceil((least - resting) / 360) * 360;
  // The ball runs backward and stops at the top, a whole number of turns from where it began.
  const ball = turnsDown(previous.ball - BALL_TURNS * 360);
  return { wheel, ball };
}

/** The pocket under a pose's ball: the one a test (and the player) reads off the wheel. */
export function pocketUnderBall(pose: WheelPose): number {
  const onWheel = (((pose.ball - pose.wheel) % 360) + 360) % 360;
  const at = Math.round(onWheel / POCKET_DEGREES) % WHEEL_ORDER.length;
  return WHEEL_ORDER[at] as number;
}
