import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf } from '../../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { forgetCardTokenConfig } from '../../lib/card-gateway.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { Snackbar } from '../ui/snackbar.tsx';
import { CardForm } from './card-form.tsx';
import { JCB_ONLY_MESSAGE } from './card-rules.ts';

/** The VeriTrans simulator's success card. */
const JCB = '3528000000000007';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const brand = () => screen.getByTestId('card-brand').textContent;
/** The text of what describes the field (its hint and the error under it). */
const descriptionOf = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

const TOKEN_CONFIG = {
  'GET /invoices/credit_cards/token_config': () => json(200, { token_url: '/gateway/4gtoken', token_api_key: 'pub-key-1' }),
};
/** The MDK token server answering with a token (the simulator's shape). */
const tokenIssued = () =>
  json(200, {
    token: 'tok_1',
    token_expire_date: '20261125120000',
    req_card_number: '352800********07',
    status: 'success',
    code: 'success',
    message: 'トークンの生成に成功しました。',
  });
const issuing = { ...TOKEN_CONFIG, 'POST /gateway/4gtoken': tokenIssued };

function renderForm(onToken = vi.fn(async () => undefined)) {
  render(<CardForm onToken={onToken} />);
  return onToken;
}

beforeEach(() => {
  resetSession();
  logIn();
  forgetCardTokenConfig();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('new card form', () => {
  it('shows the brand while typing and refuses a non-JCB card before any request', async () => {
    const fetchMock = stubApi({});
    renderForm();
    type('カード番号', '35');
    expect(brand()).toContain('JCB');
    type('カード番号', '4111');
    expect(brand()).toContain('Visa');
    expect(await screen.findByText(JCB_ONLY_MESSAGE)).toBeTruthy();

    type('カード番号', '4111111111111111');
    type('有効期限（MM/YY）', '1230');
    type('セキュリティコード', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(screen.getAllByText(JCB_ONLY_MESSAGE).length).toBeGreaterThan(0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input('カード番号').value).toBe('4111 1111 1111 1111');
  });

  it('checks Luhn, expiry and the security code length', async () => {
    const fetchMock = stubApi({});
    renderForm();
    type('カード番号', '3528000000000008');
    expect(await screen.findByText('カード番号が正しくありません。番号をご確認ください。')).toBeTruthy();
    type('有効期限（MM/YY）', '0120');
    expect(input('有効期限（MM/YY）').value).toBe('01/20');
    expect(await screen.findByText('カードの有効期限が切れています。')).toBeTruthy();
    type('セキュリティコード', '12');
    expect(await screen.findByText('セキュリティコードは3桁の数字で入力してください。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the card to the token server only, clears the inputs, then hands over the token, the typed last 4 and the name in capitals', async () => {
    const fetchMock = stubApi(issuing);
    const onToken = renderForm();
    type('カード番号', JCB);
    expect(input('カード番号').value).toBe('3528 0000 0000 0007');
    type('有効期限（MM/YY）', '1230');
    type('セキュリティコード', '123');
    type('カード名義（任意）', 'taro yamada');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith({ token: 'tok_1', last4: '0007', holder_name: 'TARO YAMADA' }));

    expect(callsOf(fetchMock)).toEqual(['GET /invoices/credit_cards/token_config', 'POST /gateway/4gtoken']);
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/gateway/4gtoken');
    // The MDK token body: no holder name (the token does not carry one).
    expect(JSON.parse(String(init?.body))).toEqual({
      token_api_key: 'pub-key-1',
      card_number: JCB,
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
    });
    expect(init?.credentials).toBe('omit');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-access-token')).toBeNull();
    for (const [u, i] of fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1'))) {
      expect(`${String(u)} ${String(i?.body ?? '')}`).not.toContain(JCB);
    }
    // Nothing of the card stays in the page or in storage.
    await waitFor(() => expect(input('カード番号').value).toBe(''));
    expect(input('セキュリティコード').value).toBe('');
    expect(input('有効期限（MM/YY）').value).toBe('');
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(JCB);
  });

  it.each([
    ['invalid_card_number', 'カード番号', 'カード番号を正しく入力してください。'],
    ['digit_check_error', 'カード番号', 'カード番号に誤りがあります。もう一度ご確認ください。'],
    ['missing_card_number', 'カード番号', 'カード番号を入力してください。'],
    ['invalid_card_expire', '有効期限（MM/YY）', '有効期限を正しく入力してください（例: 12/30）。期限切れのカードは使えません。'],
    ['missing_card_expire', '有効期限（MM/YY）', '有効期限を入力してください。'],
    ['invalid_security_code', 'セキュリティコード', 'セキュリティコードを正しく入力してください。'],
    ['missing_security_code', 'セキュリティコード', 'セキュリティコードを入力してください。'],
  ])("the token server's %s shows under 「%s」 and focus goes there", async (code, label, message) => {
    const fetchMock = stubApi({
      ...TOKEN_CONFIG,
      'POST /gateway/4gtoken': () => json(400, { status: 'failure', code, message: 'カード番号のフォーマットが異常です。' }),
    });
    const onToken = renderForm();
    fillValidCard();
    const submit = screen.getByRole('button', { name: 'このカードを登録する' });
    submit.focus();
    fireEvent.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(descriptionOf(label)).toContain(message);
    expect(input(label).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input(label)));
    // Only that field: the others stay valid, and the acquirer's own wording is not shown.
    for (const other of ['カード番号', '有効期限（MM/YY）', 'セキュリティコード'].filter((l) => l !== label)) {
      expect(input(other).getAttribute('aria-invalid')).toBeNull();
    }
    expect(screen.queryByText('カード番号のフォーマットが異常です。')).toBeNull();
    expect(onToken).not.toHaveBeenCalled();
    // The card stays in the form to be corrected, and nothing reached our API but the config.
    expect(input('カード番号').value).toBe('3528 0000 0000 0007');
    expect(callsOf(fetchMock)).toEqual(['GET /invoices/credit_cards/token_config', 'POST /gateway/4gtoken']);
  });

  it.each(['invalid_token_api_key', 'unheard_of_code'])(
    "the token server's %s: a general message above the form, with focus, under no field",
    async (code) => {
      stubApi({
        ...TOKEN_CONFIG,
        'POST /gateway/4gtoken': () => json(400, { status: 'failure', code, message: 'Token API key is invalid.' }),
      });
      const onToken = renderForm();
      fillValidCard();
      fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('カード情報を送信できませんでした。時間をおいて再度お試しください。');
      await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
      for (const label of ['カード番号', '有効期限（MM/YY）', 'セキュリティコード']) {
        expect(input(label).getAttribute('aria-invalid')).toBeNull();
      }
      expect(onToken).not.toHaveBeenCalled();
    },
  );

  it('no answer from the token server: the network message above the form', async () => {
    stubApi({ ...TOKEN_CONFIG, 'POST /gateway/4gtoken': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderForm();
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('通信エラーが発生しました。時間をおいて再度お試しください。');
  });

  it('the token config is asked once for the page, and again after it failed', async () => {
    let configOk = false;
    const fetchMock = stubApi({
      ...issuing,
      'GET /invoices/credit_cards/token_config': () =>
        configOk
          ? TOKEN_CONFIG['GET /invoices/credit_cards/token_config']()
          : json(503, { status: 'service_unavailable', message: 'ただいま混み合っています。' }),
    });
    const onToken = renderForm();
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ただいま混み合っています。');
    expect(callsOf(fetchMock)).toEqual(['GET /invoices/credit_cards/token_config']);

    configOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(2));
    expect(callsOf(fetchMock)).toEqual([
      'GET /invoices/credit_cards/token_config',
      'GET /invoices/credit_cards/token_config',
      'POST /gateway/4gtoken',
      'POST /gateway/4gtoken',
    ]);
  });
});

/** Like the payment confirm step: saved cards as radios, the form below until a card is registered. */
/** The saved cards as the query cache serves them: an external store whose listeners hear of a change on a timer. */
function cardStore(initial: string[]) {
  let cards = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get: () => cards,
    // Like TanStack Query's setQueryData: observers are told in a batch on the next timer tick.
    add: (card: string) => {
      cards = [...cards, card];
      setTimeout(() => listeners.forEach((l) => l()), 0);
    },
  };
}

function CardPicker() {
  const [store] = useState(() => cardStore(['JCB •••• 1111']));
  const cards = useSyncExternalStore(store.subscribe, store.get);
  const [chosen, setChosen] = useState('JCB •••• 1111');
  const [adding, setAdding] = useState(true);
  return (
    <section aria-labelledby="h">
      <h2 id="h">お支払いに使うカード</h2>
      <fieldset>
        <legend>カード</legend>
        {cards.map((c) => (
          <label key={c}>
            <input type="radio" name="card" checked={chosen === c} onChange={() => setChosen(c)} />
            {c}
          </label>
        ))}
      </fieldset>
      {adding ? (
        <CardForm
          onToken={async () => {
            // The list comes back from the query cache a moment after the form closes.
            store.add('JCB •••• 0000');
            setChosen('JCB •••• 0000');
            setAdding(false);
          }}
          secondaryAction={
            <button type="button" onClick={() => setAdding(false)}>
              キャンセル
            </button>
          }
        />
      ) : null}
    </section>
  );
}

function fillValidCard() {
  type('カード番号', JCB);
  type('有効期限（MM/YY）', '1230');
  type('セキュリティコード', '123');
}

describe('focus after the card form closes', () => {
  it('lands on the newly registered card, not on the page body', async () => {
    stubApi(issuing);
    render(<CardPicker />);
    fillValidCard();
    const submit = screen.getByRole('button', { name: 'このカードを登録する' });
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('form', { name: '新しいカード' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'JCB •••• 0000' })));
    expect(document.activeElement).toHaveProperty('checked', true);
  });

  it('like お支払い方法: the screen announces success and closes the form inside onToken; focus lands on the page heading', async () => {
    stubApi(issuing);
    function CardsPage() {
      const [adding, setAdding] = useState(true);
      return (
        <div>
          <h1>お支払い方法</h1>
          <div>
            {adding ? (
              <div>
                <h2>カードを追加</h2>
                <CardForm
                  onToken={async () => {
                    // In Chrome the pending (disabled) submit button has already lost focus, and the
                    // screen may be redrawn — the form gone — before onToken returns.
                    (document.activeElement as HTMLElement | null)?.blur();
                    showSuccess('カード（JCB •••• 0000）を登録しました。');
                    flushSync(() => setAdding(false));
                  }}
                />
              </div>
            ) : null}
            <ul aria-label="登録済みのカード" />
          </div>
          <Snackbar />
        </div>
      );
    }
    render(<CardsPage />);
    fillValidCard();
    const submit = screen.getByRole('button', { name: 'このカードを登録する' });
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('form', { name: '新しいカード' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'お支払い方法' })));
  });

  it('キャンセル lands on the section (its checked card), not on the page body', async () => {
    stubApi({});
    render(<CardPicker />);
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'JCB •••• 1111' })));
  });

  it('a registration that fails puts focus on its message', async () => {
    stubApi(issuing);
    render(
      <CardForm
        onToken={async () => {
          throw new Error('boom');
        }}
      />,
    );
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });
});
