import type { UserInformation } from '@icp/contract';
import { registeredUser } from '../../../testing/fixtures.ts';

export { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';
export { LOAD } from '../../../testing/render-app.tsx';
export { freshSession } from '../../../testing/session.ts';

/** The registered user with some fields replaced (what the account calls answer). */
export const userWith = (patch: Partial<UserInformation>): UserInformation => ({ ...registeredUser, ...patch });

export const soleProprietorUser: UserInformation = {
  ...registeredUser,
  business_form: 2,
  corporation: null,
  sole_proprietor: {
    business_name: 'やまだ商店',
    business_name_kana: 'ヤマダショウテン',
    representative_last_name: '山田',
    representative_first_name: '花子',
    representative_last_name_kana: 'ヤマダ',
    representative_first_name_kana: 'ハナコ',
    representative_birthday: '1985-06-15',
    business_postal_code: '5300001',
    business_address_state: '大阪府',
    business_address_city: '大阪市北区',
    business_address_street: '梅田1-1-1',
    business_address_building_name: '梅田ビル3階',
    home_postal_code: '5300002',
    home_address_state: '大阪府',
    home_address_city: '大阪市北区',
    home_address_street: '曽根崎2-2-2',
    home_address_building_name: null,
    transfer_person_name: 'ﾔﾏﾀﾞｼﾖｳﾃﾝ',
  },
};
