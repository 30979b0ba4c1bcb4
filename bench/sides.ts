export type Side = 'shop' | 'bare';

/** Which side goes first in a round: it changes each round, so neither always follows the other. */
export const sidesInRound = (round: number): readonly [Side, Side] =>
  round % 2 === 0 ? ['shop', 'bare'] : ['bare', 'shop'];
