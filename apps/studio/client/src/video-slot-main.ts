import { startSlotGame } from './slot-game';

startSlotGame('video');
