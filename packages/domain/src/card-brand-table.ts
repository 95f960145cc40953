import type { CardBrandCode } from './card-brand-code.ts';

/** A single prefix, or an inclusive range of prefixes of equal digit count. */
export type CardPrefixPattern = number | readonly [number, number];

export type CardBrandType =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'elo'
  | 'mir'
  | 'hiper'
  | 'hipercard'
  | 'verve';

export interface CardBrand {
  readonly type: CardBrandType;
  readonly niceType: string;
  /** The spec's brand code; null for brands the spec only "recognises". */
  readonly brandCode: CardBrandCode | null;
  readonly patterns: readonly CardPrefixPattern[];
  readonly lengths: readonly number[];
  /** Digit positions after which a display space goes. */
  readonly gaps: readonly number[];
  readonly securityCode: { readonly name: string; readonly size: 3 | 4 };
}

const FOURS = [4, 8, 12, 16] as const;

// Prefix data follows braintree's credit-card-type, except where the spec narrows it
// (JCB is 3528–3589 only; Diners also claims 309).
export const CARD_BRANDS: readonly CardBrand[] = [
  {
    type: 'visa',
    niceType: 'Visa',
    brandCode: 'VISA',
    patterns: [4],
    lengths: [16, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVV', size: 3 },
  },
  {
    type: 'mastercard',
    niceType: 'Mastercard',
    brandCode: 'MASTER',
    // 2221–2720 written as the shortest prefixes that cover it exactly.
    patterns: [[51, 55], [2221, 2229], [223, 229], [23, 26], [270, 271], 2720],
    lengths: [16],
    gaps: FOURS,
    securityCode: { name: 'CVC', size: 3 },
  },
  {
    type: 'amex',
    niceType: 'American Express',
    brandCode: 'AMEX',
    patterns: [34, 37],
    lengths: [15],
    gaps: [4, 10],
    securityCode: { name: 'CID', size: 4 },
  },
  {
    type: 'diners',
    niceType: 'Diners Club',
    brandCode: 'DINERS',
    patterns: [[300, 305], 309, 36, 38, 39],
    lengths: [14, 16, 19],
    gaps: FOURS,
    securityCode: { name: 'CVV', size: 3 },
  },
  {
    type: 'discover',
    niceType: 'Discover',
    brandCode: null,
    patterns: [6011, [644, 649], 65],
    lengths: [16, 19],
    gaps: FOURS,
    securityCode: { name: 'CID', size: 3 },
  },
  {
    type: 'jcb',
    niceType: 'JCB',
    brandCode: 'JCB',
    patterns: [[3528, 3589]],
    lengths: [16, 17, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVV', size: 3 },
  },
  {
    type: 'unionpay',
    niceType: 'UnionPay',
    brandCode: null,
    patterns: [
      620,
      [62100, 62182],
      [62184, 62187],
      [62185, 62197],
      [62200, 62205],
      [622010, 622999],
      622018,
      [62207, 62209],
      [623, 626],
      6270,
      6272,
      6276,
      [627700, 627779],
      [627781, 627799],
      [6282, 6289],
      6291,
      6292,
      810,
      [8110, 8131],
      [8132, 8151],
      [8152, 8163],
      [8164, 8171],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVN', size: 3 },
  },
  {
    type: 'maestro',
    niceType: 'Maestro',
    brandCode: null,
    patterns: [493698, [500000, 504174], [504176, 506698], [506779, 508999], [56, 59], 63, 67, 6],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVC', size: 3 },
  },
  {
    type: 'elo',
    niceType: 'Elo',
    brandCode: null,
    patterns: [
      401178,
      401179,
      438935,
      457631,
      457632,
      431274,
      451416,
      457393,
      504175,
      [506699, 506778],
      [509000, 509999],
      627780,
      636297,
      636368,
      [650031, 650033],
      [650035, 650051],
      [650405, 650439],
      [650485, 650538],
      [650541, 650598],
      [650700, 650718],
      [650720, 650727],
      [650901, 650978],
      [651652, 651679],
      [655000, 655019],
      [655021, 655058],
    ],
    lengths: [16],
    gaps: FOURS,
    securityCode: { name: 'CVE', size: 3 },
  },
  {
    type: 'mir',
    niceType: 'Mir',
    brandCode: null,
    patterns: [[2200, 2204]],
    lengths: [16, 17, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVP2', size: 3 },
  },
  {
    type: 'hiper',
    niceType: 'Hiper',
    brandCode: null,
    patterns: [637095, 63737423, 63743358, 637568, 637599, 637609, 637612],
    lengths: [16],
    gaps: FOURS,
    securityCode: { name: 'CVC', size: 3 },
  },
  {
    type: 'hipercard',
    niceType: 'Hipercard',
    brandCode: null,
    patterns: [606282],
    lengths: [16],
    gaps: FOURS,
    securityCode: { name: 'CVC', size: 3 },
  },
  {
    type: 'verve',
    niceType: 'Verve',
    brandCode: null,
    patterns: [
      [506099, 506127],
      506129,
      [506133, 506150],
      [506158, 506163],
      506166,
      506168,
      506170,
      506173,
      [506176, 506180],
      506184,
      [506187, 506188],
      506191,
      506195,
      506197,
      507865,
      507866,
      [507868, 507877],
      [507880, 507888],
      507900,
      507941,
    ],
    lengths: [16, 18, 19],
    gaps: FOURS,
    securityCode: { name: 'CVV', size: 3 },
  },
];
