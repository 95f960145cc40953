import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPartnerApp } from './app.ts';
import { readConfig } from './config.ts';
import { renderInvoicePdf, sampleInvoice } from './sample-invoice.ts';

// `npm run partner-demo` (root) → デモ会計クラウド on http://localhost:4100.
const config = readConfig();
const { server, oauth } = createPartnerApp(config);

// The sample invoice PDF, made once at start (the font loads here, not on the first click).
const samplePath = join(tmpdir(), 'demo-partner-sample-invoice.pdf');
await writeFile(samplePath, await renderInvoicePdf(sampleInvoice()));

const host = process.env['PARTNER_HOST'];
server.listen({ port: config.port, ...(host ? { host } : {}) }, () => {
  console.log(
    [
      `デモ会計クラウド (demo partner app): ${config.publicUrl}`,
      `  issuer        ${config.issuer}`,
      `  client id     ${config.clientId} (client_secret_basic)`,
      `  redirect URI  ${config.redirectUri}`,
      `  webhook URL   ${config.publicUrl}/webhooks`,
      `  scopes        ${config.scopes}`,
      `  sample PDF    ${samplePath}`,
    ].join('\n'),
  );
  // Discovery now, so a wrong ICP_ISSUER shows at once; the app retries on the first 連携する anyway.
  oauth.configuration().then(
    (c) => console.log(`  authorization ${c.serverMetadata().authorization_endpoint ?? '?'}`),
    (error: unknown) => console.log(`  (the authorization server is not answering yet: ${(error as Error).message})`),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
