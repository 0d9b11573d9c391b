import { WaitingRoomScreen } from '../../features/waiting-room/components/waiting-room-screen';

export const Component = WaitingRoomScreen;
