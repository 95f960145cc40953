// Listed in JIS X 0401 order, so a prefecture's code is its position; deriving the codes from
// the order keeps them from drifting apart.
// prettier-ignore
const NAMES = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県',
  '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県',
  '静岡県', '愛知県', '三重県', '滋賀県', '京都府', '大阪府', '兵庫県',
  '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県',
  '徳島県', '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県',
  '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const;

export type PrefectureName = (typeof NAMES)[number];

export interface Prefecture {
  /** JIS X 0401 code, '01'–'47'. */
  readonly code: string;
  readonly name: PrefectureName;
}

export const PREFECTURE_NAMES: readonly PrefectureName[] = NAMES;

export const PREFECTURES: readonly Prefecture[] = NAMES.map((name, i) => ({
  code: String(i + 1).padStart(2, '0'),
  name,
}));

export function isPrefectureName(value: string): value is PrefectureName {
  return (NAMES as readonly string[]).includes(value);
}

export function prefectureByCode(code: string): Prefecture | null {
  return PREFECTURES.find((p) => p.code === code) ?? null;
}

export function prefectureByName(name: string): Prefecture | null {
  return PREFECTURES.find((p) => p.name === name) ?? null;
}
