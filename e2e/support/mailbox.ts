import type { APIRequestContext } from '@playwright/test';

/** Reads the dev mailbox the way a developer would, and returns the newest code sent to an address. */
export async function latestCode(request: APIRequestContext, to: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { text: string; created_at: string }[];
    const fresh = mails.filter((m) => !after || m.created_at > after);
    const code = fresh[0]?.text.match(/認証コード：(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.co.jp`;
}
