import { PARTNER_SCOPE_NAMES, PARTNER_SCOPE_TEXT, opsCreatePartnerClientRequestSchema } from '@icp/contract';
import { describe, expect, it } from 'vitest';
import { SCOPE_OPTIONS, partnerClientFormSchema, redirectUriLines } from './partner-client-form-schema.ts';

const valid = {
  name: '会計クラウド',
  client_type: 'confidential' as const,
  redirect_uris: 'https://a.example.com/cb\n\nhttp://localhost:4100/callback\n',
  scopes: ['payments:read' as const],
  webhook_url: '',
};

/** The form's mirror of the contract: what one accepts the other accepts. */
describe('partner app form schema', () => {
  it('names the contract scopes with the contract titles', () => {
    expect(SCOPE_OPTIONS.map((s) => s.value)).toEqual([...PARTNER_SCOPE_NAMES]);
    for (const s of SCOPE_OPTIONS) expect(s.label).toBe(PARTNER_SCOPE_TEXT[s.value].title);
  });

  it.each([
    ['https://a.example.com/cb', true],
    ['http://localhost:4100/callback', true],
    ['http://127.0.0.1:8080/cb', true],
    ['http://a.example.com/cb', false],
    ['https://a.example.com/cb#frag', false],
    ['ftp://a.example.com/cb', false],
    ['not a url', false],
  ])('%s: %s in both', (uri, ok) => {
    const form = partnerClientFormSchema.safeParse({ ...valid, redirect_uris: uri, webhook_url: uri });
    const contract = opsCreatePartnerClientRequestSchema.safeParse({
      ...valid,
      redirect_uris: [uri],
      webhook_url: uri,
    });
    expect(form.success).toBe(ok);
    expect(contract.success).toBe(ok);
  });

  it('requires a name, a scope and a redirect URI, with the contract messages', () => {
    const r = partnerClientFormSchema.safeParse({ ...valid, name: ' ', scopes: [], redirect_uris: '\n' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'アプリ名を入力してください。',
      scopes: 'スコープを1つ以上選択してください。',
      redirect_uris: 'リダイレクトURIを1つ以上入力してください。',
    });
    const c = opsCreatePartnerClientRequestSchema.safeParse({ ...valid, scopes: [], redirect_uris: [] });
    expect(c.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining([messages.scopes, messages.redirect_uris]));
  });

  it('reads one redirect URI a line', () => {
    expect(redirectUriLines(valid.redirect_uris)).toEqual(['https://a.example.com/cb', 'http://localhost:4100/callback']);
  });
});
