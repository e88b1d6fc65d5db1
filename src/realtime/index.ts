/**
 * Real time around pure rules: the host that turns a clock and players' presses into moves.
 */
export { RealtimeHost, GENTLE_PACE, type RealtimeTable, type PressResult, type Pending, type Sender } from './host.js';
export { VirtualClock, pageClock, type Clock } from './clock.js';
export { seatKeys, seatKeyIndex, MAX_KEYED_SEATS } from './seat-keys.js';
