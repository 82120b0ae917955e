// The page's one thread room: the thread page opens it before entering, Eddie's history opens it, Eddie shows it.
import { createChatRoom } from '../chat/room.ts';
import { kitApi } from './api.ts';

export const chatRoom = createChatRoom({ api: kitApi });
