import { startSlotGame } from './slot-game';

startSlotGame('classic');
