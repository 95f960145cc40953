import { GLOSSARY } from '../../lib/glossary.ts';

/**
 * The business forms as data (registration, and the 登録情報 edit of /myaccount/company): each field's label (the same words as the contract's error
 * messages), input kind and hints. The confirm screen reads the same list, so both always agree.
 */
/** `zengin`: a transfer name, stored as the banks' Zengin kana; shown with a preview of that form. */
export type FieldKind = 'text' | 'kana' | 'zengin' | 'postal' | 'prefecture' | 'date' | 'tel' | 'category' | 'corporateNumber';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Two-column row on wide screens. */
  half?: boolean;
  /** A postal code's address inputs, which a looked-up postal code fills. */
  address?: AddressFieldNames;
}

export interface AddressFieldNames {
  prefecture: string;
  city: string;
  street: string;
}

const addressFieldsOf = (prefix: '' | 'business_' | 'home_'): AddressFieldNames => ({
  prefecture: `${prefix}address_state`,
  city: `${prefix}address_city`,
  street: `${prefix}address_street`,
});

export interface FieldSection {
  title: string;
  description?: string;
  fields: readonly FieldSpec[];
  /** For the sole proprietor's home address: offer to copy from the business address. */
  copyFrom?: { label: string; pairs: readonly (readonly [from: string, to: string])[] };
}

const KANA_HINT = '全角カタカナで入力してください';

const contactSection: FieldSection = {
  title: 'ご担当者',
  description: 'このアカウントを利用される方の情報です。',
  fields: [
    { name: 'user_last_name', label: '担当者の姓', kind: 'text', autoComplete: 'family-name', placeholder: '山田', half: true },
    { name: 'user_first_name', label: '担当者の名', kind: 'text', autoComplete: 'given-name', placeholder: '太郎', half: true },
    {
      name: 'phone_number',
      label: '電話番号',
      kind: 'tel',
      autoComplete: 'tel',
      placeholder: '0312345678',
      hint: 'ハイフンなしでも入力できます',
    },
    { name: 'business_category_id', label: '業種', kind: 'category' },
  ],
};

const transferSection: FieldSection = {
  title: '振込名義',
  fields: [
    {
      name: 'transfer_person_name',
      label: '振込名義人',
      kind: 'zengin',
      placeholder: 'ヤマダショウジ',
      hint: `支払先への振込で、依頼人名として表示される名義です。${GLOSSARY.zenginNameRule}`,
    },
  ],
};

/** The corporation itself: what PUT /users/corporation edits (no 振込名義人, no contact person). */
export const CORPORATION_BUSINESS_SECTIONS: readonly FieldSection[] = [
  {
    title: '法人情報',
    fields: [
      { name: 'corporate_name', label: '法人名', kind: 'text', autoComplete: 'organization', placeholder: '株式会社サンプル' },
      {
        name: 'corporate_name_kana',
        label: '法人名（カナ）',
        kind: 'kana',
        placeholder: 'カブシキガイシャサンプル',
        hint: KANA_HINT,
      },
      {
        name: 'corporate_number',
        label: '法人番号',
        kind: 'corporateNumber',
        placeholder: '1234567890123',
        hint: '13桁の数字。国税庁の法人番号公表サイトで確認できます',
      },
      { name: 'postal_code', label: '郵便番号', kind: 'postal', address: addressFieldsOf('') },
      { name: 'address_state', label: '都道府県', kind: 'prefecture', half: true },
      {
        name: 'address_city',
        label: '市区町村',
        kind: 'text',
        autoComplete: 'address-level2',
        placeholder: '千代田区',
        half: true,
      },
      { name: 'address_street', label: '番地', kind: 'text', autoComplete: 'address-line1', placeholder: '丸の内1-2-3' },
      {
        name: 'address_building_name',
        label: '建物名',
        kind: 'text',
        optional: true,
        autoComplete: 'address-line2',
        placeholder: 'サンプルビル5階',
      },
    ],
  },
  {
    title: '代表者',
    fields: [
      { name: 'representative_name', label: '代表者名', kind: 'text', placeholder: '山田 太郎', half: true },
      {
        name: 'representative_name_kana',
        label: '代表者名（カナ）',
        kind: 'kana',
        placeholder: 'ヤマダ タロウ',
        hint: KANA_HINT,
        half: true,
      },
      { name: 'representative_birthday', label: '代表者の生年月日', kind: 'date' },
    ],
  },
];

export const CORPORATION_SECTIONS: readonly FieldSection[] = [...CORPORATION_BUSINESS_SECTIONS, transferSection, contactSection];

/** The sole proprietor's business: what PUT /users/sole_proprietor edits. */
export const SOLE_PROPRIETOR_BUSINESS_SECTIONS: readonly FieldSection[] = [
  {
    title: '事業情報',
    fields: [
      {
        name: 'business_name',
        label: '屋号',
        kind: 'text',
        autoComplete: 'organization',
        placeholder: 'サンプル商店',
        hint: '屋号がない場合は氏名を入力してください',
      },
      { name: 'business_name_kana', label: '屋号（カナ）', kind: 'kana', placeholder: 'サンプルショウテン', hint: KANA_HINT },
    ],
  },
  {
    title: '代表者',
    fields: [
      {
        name: 'representative_last_name',
        label: '代表者の姓',
        kind: 'text',
        autoComplete: 'family-name',
        placeholder: '山田',
        half: true,
      },
      {
        name: 'representative_first_name',
        label: '代表者の名',
        kind: 'text',
        autoComplete: 'given-name',
        placeholder: '太郎',
        half: true,
      },
      { name: 'representative_last_name_kana', label: '代表者の姓（カナ）', kind: 'kana', placeholder: 'ヤマダ', half: true },
      { name: 'representative_first_name_kana', label: '代表者の名（カナ）', kind: 'kana', placeholder: 'タロウ', half: true },
      { name: 'representative_birthday', label: '代表者の生年月日', kind: 'date' },
    ],
  },
  {
    title: '事業所の住所',
    fields: [
      { name: 'business_postal_code', label: '事業所の郵便番号', kind: 'postal', address: addressFieldsOf('business_') },
      { name: 'business_address_state', label: '事業所の都道府県', kind: 'prefecture', half: true },
      { name: 'business_address_city', label: '事業所の市区町村', kind: 'text', placeholder: '千代田区', half: true },
      { name: 'business_address_street', label: '事業所の番地', kind: 'text', placeholder: '丸の内1-2-3' },
      {
        name: 'business_address_building_name',
        label: '事業所の建物名',
        kind: 'text',
        optional: true,
        placeholder: 'サンプルビル5階',
      },
    ],
  },
  {
    title: '自宅の住所',
    fields: [
      {
        name: 'home_postal_code',
        label: '自宅の郵便番号',
        kind: 'postal',
        autoComplete: 'postal-code',
        address: addressFieldsOf('home_'),
      },
      { name: 'home_address_state', label: '自宅の都道府県', kind: 'prefecture', half: true },
      { name: 'home_address_city', label: '自宅の市区町村', kind: 'text', placeholder: '港区', half: true },
      { name: 'home_address_street', label: '自宅の番地', kind: 'text', placeholder: '芝公園4-5-6' },
      { name: 'home_address_building_name', label: '自宅の建物名', kind: 'text', optional: true },
    ],
    copyFrom: {
      label: '事業所の住所と同じ',
      pairs: [
        ['business_postal_code', 'home_postal_code'],
        ['business_address_state', 'home_address_state'],
        ['business_address_city', 'home_address_city'],
        ['business_address_street', 'home_address_street'],
        ['business_address_building_name', 'home_address_building_name'],
      ],
    },
  },
];

export const SOLE_PROPRIETOR_SECTIONS: readonly FieldSection[] = [
  ...SOLE_PROPRIETOR_BUSINESS_SECTIONS,
  transferSection,
  contactSection,
];

export const fieldNamesOf = (sections: readonly FieldSection[]): string[] => sections.flatMap((s) => s.fields.map((f) => f.name));
