// `npm start`: build if needed, then run the API + web on one port with the embedded database.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const { startServer } = await import('../apps/api/dist/server.js');
await startServer();
