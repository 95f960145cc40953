import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/fixtures.ts';
import { toUserInfo } from '../api/get-user-information.ts';
import { postLoginPath } from './post-login.ts';

const user = toUserInfo(registeredUser);

describe('where a user lands after login + two-factor', () => {
  it('returns to the sanitised redirect, else the top page', () => {
    expect(postLoginPath(user, '/payments/history?page=3')).toBe('/payments/history?page=3');
    expect(postLoginPath(user, null)).toBe('/toppage');
    expect(postLoginPath(user, '//evil.example/x')).toBe('/toppage');
    expect(postLoginPath(user, 'https://evil.example/x')).toBe('/toppage');
  });

  it('goes to /registration first when business info is missing', () => {
    expect(postLoginPath({ ...user, businessForm: null }, '/payments/review')).toBe('/registration');
  });

  it('goes to /termsofservice (keeping the redirect) when the terms changed', () => {
    expect(postLoginPath({ ...user, acceptedTermsVersion: '1' }, '/suppliers')).toBe('/termsofservice?redirect=%2Fsuppliers');
    expect(postLoginPath({ ...user, acceptedTermsVersion: null }, null)).toBe('/termsofservice');
  });

  it('maps the snake_case user information to the camelCase of spec §3', () => {
    expect(user).toMatchObject({
      emailAddress: 'taro@example.com',
      userLastName: '山田',
      userFirstName: '太郎',
      buyerId: 7,
      businessForm: 1,
      phoneNumber: '0312345678',
      externalIntegrationClientIds: [],
      acceptedTermsVersion: '2',
      currentTermsVersion: '2',
      collectionEnabled: false,
    });
    expect(user.corporation?.corporate_name).toBe('株式会社サンプル');
  });
});
