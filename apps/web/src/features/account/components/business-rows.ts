import { formatPostalCode } from '@icp/domain';
import type { DefinitionRow } from '../../../components/ui/definition-list.tsx';
import type { UserInfo } from '../../../lib/api/get-user-information.ts';
import { formatJapaneseDate } from '../../../lib/format.ts';

type Corporation = NonNullable<UserInfo['corporation']>;
type SoleProprietor = NonNullable<UserInfo['soleProprietor']>;

type Text = string | null | undefined;

/** 〒123-4567 on one line, the address under it (spec §5 postal format). */
export function addressText(postal: Text, state: Text, city: Text, street: Text, building: Text): string {
  const line = `${state ?? ''}${city ?? ''}${street ?? ''}${building ? ` ${building}` : ''}`;
  return `${formatPostalCode(postal ?? '') ?? postal ?? ''}\n${line}`;
}

export function corporationRows(c: Corporation): DefinitionRow[] {
  return [
    { label: '法人名', value: c.corporate_name },
    { label: '法人名（カナ）', value: c.corporate_name_kana },
    { label: '法人番号', value: c.corporate_number },
    {
      label: '所在地',
      value: addressText(c.postal_code, c.address_state, c.address_city, c.address_street, c.address_building_name),
    },
    { label: '代表者名', value: c.representative_name },
    { label: '代表者名（カナ）', value: c.representative_name_kana },
    { label: '代表者の生年月日', value: formatJapaneseDate(c.representative_birthday) },
  ];
}

export function soleProprietorRows(s: SoleProprietor): DefinitionRow[] {
  return [
    { label: '屋号', value: s.business_name },
    { label: '屋号（カナ）', value: s.business_name_kana },
    { label: '代表者名', value: `${s.representative_last_name} ${s.representative_first_name}` },
    { label: '代表者名（カナ）', value: `${s.representative_last_name_kana} ${s.representative_first_name_kana}` },
    { label: '代表者の生年月日', value: formatJapaneseDate(s.representative_birthday) },
    {
      label: '事業所の住所',
      value: addressText(
        s.business_postal_code,
        s.business_address_state,
        s.business_address_city,
        s.business_address_street,
        s.business_address_building_name,
      ),
    },
    {
      label: '自宅の住所',
      value: addressText(
        s.home_postal_code,
        s.home_address_state,
        s.home_address_city,
        s.home_address_street,
        s.home_address_building_name,
      ),
    },
  ];
}
