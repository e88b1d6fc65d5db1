/**
 * Online play: importing this module lets every table on the page play on a game server
 * (`server=` and `room=`, `connect()`, `<tt-lobby>`). It brings the Colyseus SDK; a page without it
 * keeps its tables local.
 */
import { OnlineConnection } from './connection.js';
import { serverTranslations } from '../../server/translations.js';
import { provideOnline } from './registry.js';
import { OnlineController } from '../ui/online-controller.js';
import '../ui/lobby/lobby.js';

provideOnline({ OnlineConnection, OnlineController, translations: [serverTranslations] });

export { OnlineConnection, cleanCode, httpOf, type ConnectionEvent, type NetworkStatus } from './connection.js';
export { RemoteMatch } from './remote-match.js';
export { NO_UNDO_ONLINE } from '../ui/online-parts.js';
export { onlineKit, provideOnline, type OnlineKit } from './registry.js';
