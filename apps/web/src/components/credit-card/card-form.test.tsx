import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf } from '../../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { Snackbar } from '../ui/snackbar.tsx';
import { CardForm } from './card-form.tsx';
import { JCB_ONLY_MESSAGE } from './card-rules.ts';

const JCB = '3530111333300000';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const brand = () => screen.getByTestId('card-brand').textContent;

function renderForm(onToken = vi.fn(async () => undefined)) {
  render(<CardForm onToken={onToken} />);
  return onToken;
}

beforeEach(() => {
  resetSession();
  logIn();
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
    type('カード番号', '3530111333300001');
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

  it('sends the card to the gateway only, clears the inputs, then hands over the token', async () => {
    const fetchMock = stubApi({
      'POST /gateway/tokens': () => json(200, { token: 'tok_1', expires_in: 900, brand: 'JCB', last4: '0000' }),
    });
    const onToken = renderForm();
    type('カード番号', JCB);
    expect(input('カード番号').value).toBe('3530 1113 3330 0000');
    type('有効期限（MM/YY）', '1230');
    type('セキュリティコード', '123');
    type('カード名義（任意）', 'taro yamada');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith({ token: 'tok_1', expires_in: 900, brand: 'JCB', last4: '0000' }));

    expect(callsOf(fetchMock)).toEqual(['POST /gateway/tokens']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/gateway/tokens');
    expect(JSON.parse(String(init?.body))).toEqual({
      card_number: JCB,
      card_expire: '12/30',
      security_code: '123',
      holder_name: 'TARO YAMADA',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-access-token')).toBeNull();
    // Nothing of the card stays in the page or in storage.
    await waitFor(() => expect(input('カード番号').value).toBe(''));
    expect(input('セキュリティコード').value).toBe('');
    expect(input('有効期限（MM/YY）').value).toBe('');
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('3530111333300000');
  });

  it("shows the gateway's message under its field", async () => {
    stubApi({
      'POST /gateway/tokens': () =>
        json(400, {
          status: 'validation_error',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'card_number', message: 'このカードはご利用いただけません。' }],
        }),
    });
    const onToken = renderForm();
    type('カード番号', JCB);
    type('有効期限（MM/YY）', '1230');
    type('セキュリティコード', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    expect(await screen.findByText('このカードはご利用いただけません。')).toBeTruthy();
    expect(onToken).not.toHaveBeenCalled();
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
    stubApi({ 'POST /gateway/tokens': () => json(200, { token: 'tok_1', expires_in: 900, brand: 'JCB', last4: '0000' }) });
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
    stubApi({ 'POST /gateway/tokens': () => json(200, { token: 'tok_1', expires_in: 900, brand: 'JCB', last4: '0000' }) });
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
    stubApi({ 'POST /gateway/tokens': () => json(200, { token: 'tok_1', expires_in: 900, brand: 'JCB', last4: '0000' }) });
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
