import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { json, registeredUser, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyOf, callsOf, freshSession, shellStubs, soleProprietorUser, userWith, LOAD } from './test-support.ts';

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const corporation = registeredUser.corporation!;

describe('/myaccount/company (登録情報)', { timeout: 20_000 }, () => {
  it('shows the corporation with 〒 formatted, the birthday and the transfer name', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/information': () => json(200, userWith({ corporation: { ...corporation, transfer_person_name: 'ｶ)ｻﾝﾌﾟﾙ' } })),
    });
    renderApp('/myaccount/company');
    await screen.findByRole('heading', { level: 1, name: '登録情報' }, LOAD);
    const main = screen.getByRole('main');
    for (const text of [
      '株式会社サンプル',
      'カブシキガイシャサンプル',
      '7123456789012',
      '山田 太郎',
      'ヤマダ タロウ',
      '1980年4月1日',
      '法人',
    ]) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
    expect(main.textContent).toContain('〒100-0005');
    expect(main.textContent).toContain('東京都千代田区丸の内1-2-3');
    expect(within(main).getByText('カ）サンプル')).toBeTruthy();
    expect(within(main).getByText('ｶ)ｻﾝﾌﾟﾙ')).toBeTruthy();
  });

  it('shows a sole proprietor with both addresses', async () => {
    stubApi({ ...shellStubs(), 'GET /users/information': () => json(200, soleProprietorUser) });
    renderApp('/myaccount/company');
    await screen.findByRole('heading', { level: 1, name: '登録情報' }, LOAD);
    const main = screen.getByRole('main');
    for (const text of [
      'やまだ商店',
      'ヤマダショウテン',
      '山田 花子',
      'ヤマダ ハナコ',
      '1985年6月15日',
      '個人事業主',
      'ヤマダショウテン',
    ]) {
      expect(within(main).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(main.textContent).toContain('〒530-0001');
    expect(main.textContent).toContain('大阪府大阪市北区梅田1-1-1 梅田ビル3階');
    expect(main.textContent).toContain('〒530-0002');
  });

  it('edits the business: the review notice, field errors from the API, then the saved values', async () => {
    let attempt = 0;
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/corporation': () =>
        ++attempt === 1
          ? json(400, {
              status: 'validation_error',
              message: '入力内容に誤りがあります。',
              errors: [{ field: 'corporate_number', message: '法人番号が正しくありません。番号をご確認ください。' }],
            })
          : json(200, userWith({ corporation: { ...corporation, corporate_name: '株式会社サンプル商事' } })),
    });
    renderApp('/myaccount/company');
    fireEvent.click(await screen.findByRole('button', { name: '事業者情報を編集' }, LOAD));
    const name = await screen.findByLabelText('法人名', {}, LOAD);
    expect((name as HTMLInputElement).value).toBe('株式会社サンプル');
    expect(screen.getByText(/法人名・法人番号・代表者の変更は履歴として記録され/)).toBeTruthy();
    // The edit form is the registration's business part: no 振込名義人, no contact person.
    expect(screen.queryByLabelText('振込名義人')).toBeNull();
    expect(screen.queryByLabelText('担当者の姓')).toBeNull();

    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('法人名を入力してください。')).toBeTruthy();
    fireEvent.change(name, { target: { value: '株式会社サンプル商事' } });
    expect(await screen.findByText(/確認の対象となる項目を変更しています：法人名/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    expect(await screen.findByText('法人番号が正しくありません。番号をご確認ください。')).toBeTruthy();
    expect(screen.getByLabelText('法人番号').getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(fetchMock, 'PUT /users/corporation')).toEqual({
      corporate_name: '株式会社サンプル商事',
      corporate_name_kana: 'カブシキガイシャサンプル',
      corporate_number: '7123456789012',
      representative_name: '山田 太郎',
      representative_name_kana: 'ヤマダ タロウ',
      postal_code: '1000005',
      address_state: '東京都',
      address_city: '千代田区',
      address_street: '丸の内1-2-3',
      representative_birthday: '1980-04-01',
    });

    fireEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    await waitFor(() => expect(useUiStore.getState().snackbar?.text).toBe('登録情報を更新しました。'));
    expect(await within(screen.getByRole('main')).findByText('株式会社サンプル商事')).toBeTruthy();
    expect(screen.queryByLabelText('法人名')).toBeNull();
    expect(useUserStore.getState().user?.corporation?.corporate_name).toBe('株式会社サンプル商事');
    expect(callsOf(fetchMock).filter((c) => c === 'PUT /users/corporation')).toHaveLength(2);
  });

  it('振込名義人: live Zengin preview, invalid characters named, then saved', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/transfer_person_name': () =>
        json(200, userWith({ corporation: { ...corporation, transfer_person_name: 'ｶ)ﾃﾞﾓｼﾖｳｼﾞ' } })),
    });
    renderApp('/myaccount/company');
    fireEvent.click(await screen.findByRole('button', { name: '振込名義人を変更する' }, LOAD));
    const input = await screen.findByLabelText('振込名義人', {}, LOAD);
    expect((input as HTMLInputElement).value).toBe('カ）サンプル');

    fireEvent.change(input, { target: { value: '株式会社デモ商事' } });
    expect(await screen.findByText('使用できない文字が含まれています：商, 事')).toBeTruthy();
    expect(screen.queryByTestId('zengin-name-preview')).toBeNull();

    fireEvent.change(input, { target: { value: '株式会社でもしょうじ' } });
    await waitFor(() => expect(screen.getByTestId('zengin-name-preview').textContent).toBe('ｶ)ﾃﾞﾓｼﾖｳｼﾞ'));
    // Small kana become large in Zengin (ｮ → ﾖ): the reading shown is what the bank prints.
    expect(screen.getByText(/カ）デモシヨウジ/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() => expect(useUiStore.getState().snackbar?.text).toBe('振込名義人を変更しました。'));
    expect(bodyOf(fetchMock, 'PUT /users/transfer_person_name')).toEqual({ transfer_person_name: 'ｶ)ﾃﾞﾓｼﾖｳｼﾞ' });
    expect(await screen.findByText('カ）デモシヨウジ')).toBeTruthy();
  });
});
