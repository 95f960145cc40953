import type { Db } from '../../db/client.ts';
import { partnerClientView } from './partner-client-view.ts';
import { listClientsWithConnections } from './repository.ts';

/** The console's 連携アプリ list: every app, revoked ones too, with its live connections. */
export async function listPartnerClients(db: Db) {
  const rows = await listClientsWithConnections(db);
  return rows.map((r) => partnerClientView(r.client, r.connections));
}
