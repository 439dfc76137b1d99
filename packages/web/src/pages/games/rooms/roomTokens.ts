import type { RoomColour } from '@casino/core';
import { token } from '../../../di/token.ts';
import type { RoomViewModel } from './RoomViewModel.ts';

/** One view model token a room, so each room page asks for its own. */
export const ROOM_VMS: Readonly<Record<RoomColour, ReturnType<typeof token<RoomViewModel>>>> = {
  red: token<RoomViewModel>('RoomViewModel.red'),
  yellow: token<RoomViewModel>('RoomViewModel.yellow'),
  purple: token<RoomViewModel>('RoomViewModel.purple'),
};
