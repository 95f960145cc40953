// The legal forms that make a name a party's, in one place for the issuer, the addressee and the
// account holder.

/** A company's form, written out or abbreviated in parentheses: 株式会社, (株). */
export const COMPANY_FORM = /株式会社|有限会社|合同会社|\((?:株|有|同)\)/;

/** Every form an issuer's name may carry: the companies' and the 法人's (税理士法人, NPO法人…), a マンション's 管理組合. */
export const LEGAL_FORM = new RegExp(
  `${COMPANY_FORM.source}|合資会社|合名会社|一般社団法人|一般財団法人|公益社団法人|公益財団法人|` +
    '特定非営利活動法人|NPO法人|医療法人|社会福祉法人|学校法人|税理士法人|弁護士法人|監査法人|行政書士法人|司法書士法人|' +
    '弁理士法人|社会保険労務士法人|土地家屋調査士法人|農事組合法人|協同組合|宗教法人|管理組合(?:法人)?|' +
    // (Public bodies' forms: a prefecture's 産業技術センター, a national university.)
    '(?:地方)?独立行政法人|(?:国立|公立)大学法人',
);

/** A name that is an organisation's, not a facility's or a department's: a company, a 法人, a 組合. */
export const ORGANISATION = new RegExp(`${COMPANY_FORM.source}|法人|組合|協会`);
