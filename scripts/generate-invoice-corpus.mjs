// Generates a benchmark corpus of Japanese invoices the reader has never seen (issue 17): 310
// layouts written independently of the reader's heuristics, each filled with data drawn from a
// seed, rendered as a text PDF (Chromium print), a scanned PDF (image-only, ~200 dpi, skewed,
// scanner noise), a page image (PNG, 150 dpi, 1240×1754) and phone photos (JPEG at phone
// resolution: projective warp on a desk, rotation, uneven light, soft shadow, blur, noise).
// Layouts 1–8 and 13–304 are the "dev" split, 9–12 "holdout", 305–310 "fresh" (the reader's
// engineers tune on dev only; 13–18, 19–24, 25–28, 29–34, 35–40, 41–46, 47–52, 53–58, 59–64, 65–70, 71–76, 77–82, 83–88,
// 89–94, 95–100, 101–106, 107–112, 113–118, 119–124, 125–130, 131–136, 137–142, 143–148, 149–154, 155–160, 161–166, 167–172, 173–178, 179–184, 185–190, 191–196, 197–202, 203–208, 209–214, 215–220, 221–226, 227–232, 233–238, 239–244, 245–250, 251–256, 257–262, 263–268, 269–274, 275–280, 281–286, 287–292, 293–298 and 299–304 were added later to widen
// what is tuned on, with split set explicitly). "fresh" is a held-out set written blind for one round, measured
// once at its end and then moved to dev for the next: 25–28 were fresh in the second round (ADR 0025),
// 29–34 in the third, 41–46 in the fourth, 47–52 in the fifth, 53–58 in the sixth, 59–64 in the seventh,
// 65–70 in the eighth, 71–76 in the ninth, 77–82 in the tenth, 83–88 in the eleventh, 89–94 in the
// twelfth, 95–100 in the thirteenth, 101–106 in the fourteenth, 107–112 in the fifteenth, 113–118 in the
// sixteenth, 119–124 in the seventeenth, 125–130 in the eighteenth, 131–136 in the nineteenth, 137–142
// in the twentieth, 143–148 in the twenty-first, 149–154 in the twenty-second, 155–160 in the
// twenty-third, 161–166 in the twenty-fourth, 167–172 in the twenty-fifth, 173–178 in the twenty-sixth, 179–184 in the twenty-eighth, 185–190 in the twenty-ninth, 191–196 in the thirtieth, 197–202 in the thirty-first, 203–208 in the thirty-second, 209–214 in the thirty-third, 215–220 in the thirty-fourth, 221–226 in the thirty-fifth, 227–232 in the thirty-sixth, 233–238 in the thirty-seventh, 239–244 in the thirty-eighth, 245–250 in the thirty-ninth, 251–256 in the fortieth, 257–262 in the forty-first, 263–268 in the forty-second, 269–274 in the forty-third, 275–280 in the forty-fourth, 281–286 in the forty-fifth, 287–292 in the forty-sixth, 293–298 in the forty-seventh and 299–304 in the forty-eighth.
// 305–310, written blind, are the forty-ninth round's fresh set.
// Nobody tuning the reader reads the code of 9–12 or of the current fresh layouts.
// The layouts live in scripts/invoice-corpus/, one file per set (layouts-221-226.mjs holds L221–L226), on
// core.mjs's shared parts; a round's new set goes in a new file, imported after the others below, so
// the fresh layouts' code is one file that nobody tuning the reader opens. imaging.mjs makes the image kinds.
// expected.json follows apps/api/fixtures/invoices/expected.json's field conventions, plus what
// this corpus had to decide:
// - strings are the NFKC of what is printed (㈱ → (株), full-width digits and － → ASCII);
// - a sole proprietor's issuer_name is the 屋号, not the personal name printed beside it;
// - a company's or an association's issuer_name is its name as registered: a space printed between
//   its legal form and the rest (一般社団法人 日本…協会, a full-width space, L278) is typography and not part of it;
// - ゆうちょ 記号番号: branch_code, account_type and account_number as yucho.ts converts them,
//   branch_name the 店名 (〇一八店), also when only 記号番号 are printed (L12, L21); a 振替口座
//   printed 00120-1-123456 converts the same way (店番 019, 当座 0123456); when only the 店名 form
//   is printed (ゆうちょ銀行 〇一八店 普通 1234567, L23), branch_code is the 店名's digits (018);
// - bank_code is the code of the 8 main banks (banks.ts) even when not printed, of another bank
//   only when printed; branch_code only when printed (or ゆうちょ, above);
// - two 振込先 printed as alternatives (①… ②…, いずれかの口座へ; L30, a bank and a ゆうちょ 記号・番号 in either
//   order, L149), or a 取引銀行 line naming two banks over one 口座名義 (L36), or a footer table of three
//   or four 取引銀行 over one 口座名義 (L62): the account is the first listed (the table's top row);
// - two accounts set side by side, ① at the left and ② at the right over one 口座名義 (L105): the
//   account is ①, the first listed as above;
// - total_amount is the amount to pay: after 源泉徴収 (L10, L15), with 立替金 added back after it
//   (L22), 今回御請求額 with 繰越 (L08, and 当月御請求額 with 差引繰越額, L36), 今回ご請求額 of a
//   出来高 invoice (L17, and 今回請求額（税込）, L38), never a tax-exclusive 合計 printed beside its
//   消費税 (L21); with a 前払金 (or 部分払, or a 預り金) already received deducted, the amount left
//   to pay (今回請求額); of a contract paid in stages, the installment billed now (今回ご請求額, L60),
//   not the contract's sum; with amounts outside the 消費税 billed after it (軽油引取税 L62, 法定費用
//   L64), those included; with every price printed 税込 (内税, L63), their sum, the 内消費税 inside it;
//   with both, 税込 prices and a levy outside the 消費税 (ゴルフ場利用税, L111), the 税込 sum plus the levy;
//   of a car sold with the buyer's old car taken in part payment and a 申込金 received (L130), the
//   差引ご請求額: the お支払総額 (its 非課税・不課税 費用 included) less the 下取車充当額 and the 申込金;
//   never less a 振込手数料, when a note lets the buyer deduct it (L126) or a 合計請求書 took last month's
//   as an 調整額 (L125): the ご請求金額 as printed;
//   of 森林整備 whose 造林補助金, received by the 森林組合 on the owner's behalf, is deducted after the
//   消費税 (補助金充当額 △, L140): the 差引ご請求額, the amount left to pay, as with a 前払金;
// - an address printed over two lines, the building on the second (L35, L36, L38–L40), is expected
//   on one line with one space before the building, as the one-line addresses print it;
// - a ゆうちょ 払込取扱票 (L39): the account_holder is its 加入者名 as printed, a company's name in
//   kanji too; its 口座記号番号 converts as a 振替口座 above;
// - an address printed as 1丁目2番3号 is expected so (L22), like every string: as printed;
// - a name printed in Japanese and in English (三菱UFJ銀行 (MUFG Bank, Ltd.), or a company's name
//   with its English name under it, L107) is expected in its Japanese form;
// - a 士業 office or a shop trading under its owner's name (山田税理士事務所, 山田工務店) is a sole
//   proprietor: issuer_name is that 屋号, and a holder printed with it (ヤマダコウムテン ヤマダ タロウ,
//   ゼイリシ ヤマダ タロウ) is expected as printed (L22, L24);
// - an account held in an organisation's name with its 代表者's title and name printed after it
//   (ｼﾔ)…ｷｮｳｶｲ ﾀﾞｲﾋｮｳﾘｼﾞ ﾔﾏﾀﾞ ﾀﾛｳ, L90): account_holder is all of it, as printed, like the holders above;
// - a freelancer with no 屋号 (L15): issuer_name is the personal name as printed;
// - a name signed with ㊞ after it and a 認印 stamped over it (講師 山田 太郎 ㊞, L120): issuer_name is
//   the name without its title or the ㊞ when no 屋号 is printed (as L15), the 屋号 when one is set above it;
// - a 医療法人 that prints its clinic's name with its own (医療法人社団青葉会 and 青葉内科クリニック, on
//   one line or two, L59): issuer_name is the 法人's name, the one registered and holding the account;
// - a service's brand set as a logo above the company's name (L68): issuer_name is the company's name,
//   the one registered and holding the account, not the brand;
// - a venue's name set as the header with the company that runs it under it (運営：株式会社…, L79):
//   issuer_name is the company's name, the one registered and holding the account, not the venue's;
//   so too when the company is printed apart from the venue's header (運営会社, L111);
// - a 学校法人 setting its school's name (…専門学校) large with its own name under it (L114): issuer_name
//   is the 学校法人's name, the one registered and holding the account, not the school's;
// - an organisation printing the office that bills under its name (一般財団法人…協会 over its …事業所,
//   L106), or setting its office's name large above its own (a 特定非営利活動法人's 事業所, L109):
//   issuer_name is the organisation's name, the one registered and holding the account, not the office's;
// - a date printed as a month's 末日 (お支払期限 2026年1月末日, L59) is expected as that month's last
//   day (2026-01-31);
// - an invoice printed twice on one sheet, the 請求書 and its 請求書（控）(L61): its fields, once;
// - a 請求書兼領収書 whose lower part is a 領収書 for cash collection, under a 切り取り線 (L134): its fields
//   are the 請求書's, once (the 領収書 repeats the amount and the issuer; its 領収日 is left blank);
// - an invoice received by FAX, the fax machine's header line across its top (date and time, the
//   sender's name and FAX number, the receiver's, P.001/001; L122): the fields are the invoice's, not
//   the header's (issue_date the 請求日, issuer_phone the TEL, never the FAX number in the header);
// - the copy the buyer received, stamped by its 経理部 with a round 日付印 (受付, the day it arrived)
//   and 回覧 boxes with personal seals (L160): issue_date is the 請求日, never the 受付 date;
// - a fee outside the 消費税 (家電リサイクル料金 不課税, L158; 送出機関管理費 and 立替金 不課税, L155):
//   total_amount includes it, as the 合計 / ご請求金額 printed does;
// - an invoice made in a smartphone app that prints its own name at the foot (この請求書は「…」で作成されました,
//   L161): issuer_name is the issuer's, never the app's; with what the buyer charges the issuer set off after the
//   消費税 (相殺：材料費負担 △, 税込, L161), total_amount is the 差引ご請求額, the amount left to pay, as with a 前払金;
// - a コンビニ払込票 of a 収納代行 company under a キリトリ線 (L163): the fields are the invoice's, the 振込先 the bank
//   printed above it; the 払込票's 収納代行会社, お客様番号 and barcode digits are none of them, its 支払期限 the due date;
// - a shrine billing as a 宗教法人 (宗教法人…神社 and its 宮司, L164): issuer_name is the 宗教法人's name as printed, its
//   不課税 初穂料 in the total as the fees outside the 消費税 above; set wholly vertically, its full-width digits are
//   expected as NFKC gives them and its kanji-numeral dates (令和八年一月十日) in ISO;
// - a slip from the issuer's handheld printer pasted on the buyer's 証憑貼付台紙 under the buyer's own ballpoint entries
//   (L165): the fields are the slip's (issue_date its 発行日, due_date its お支払期限, issuer_name the company as it
//   prints it); the 台紙's 起票日, 支払先 as the 経理 wrote it, 支払予定日 and 金額 are none of them;
// - a マンション管理組合's bill printed and sent by its 管理会社 on its behalf (事務受託者, L167): issuer_name, issuer_postal_code
//   and issuer_address are the 管理組合's (its name, and the building's 〒 and 所在地 printed with it); the 管理会社's name, address
//   and telephone are none of the fields, so issuer_phone is null when the 管理会社's TEL is the only one printed;
// - a 横型 (A4横) 請求書 set sideways on a portrait page, as a scanner fed it (L168): its fields as read upright;
// - a 国立大学法人 or 公立大学法人 billing in its 学長's name under the 学長之印 (L170): issuer_name is the 法人's name as printed
//   (国立大学法人…大学), without the 学長; invoice_number is the 請求書番号, never the 文書番号 (…大財経第123号) set over the date as
//   official letters set it; due_date is the 納付期限;
// - 非課税 rows (a 企業主導型保育所's 共同利用料, 延長保育料 and 一時預かり, L171) count in total_amount, as the fees outside the 消費税
//   above do; the 園's name set large at the top is not the issuer_name, the company in the 運営 block at the foot is (as L79);
// - a bill paid by 口座振替 from the buyer's account, with a 振込 asked for only if the debit fails (an opened 圧着はがき, L172):
//   due_date is the 振替日, not the later deadline for the 振込; the account is the issuer's, the one to 振込 into, never the
//   buyer's お引落口座 printed beside it with its own bank, branch and 口座名義;
// - an exhibition's 出展料 billed by its organiser after the 申込金 paid with the application (L173): total_amount is the
//   今回ご請求額（残金）, the ご契約金額 less the 申込金, as with a 前払金; issuer_name is the company after 主催：, not the show's
//   name nor its 運営事務局;
// - a 農業協同組合 billing under its JA… brand, set large as a logo (L174): issuer_name is the 組合's formal name as printed
//   (…農業協同組合); its account is at itself, bank_name as the 振込先 prints it (JA… or …農業協同組合), 普通貯金 / 当座貯金 as
//   普通 / 当座; the 振込依頼書 under the キリトリ線 repeats the account and the amount;
// - an invoice set in English by a foreign company's Japanese 合同会社, its English name (… Japan G.K.) over its Japanese one (L175):
//   issuer_name is the Japanese name, as for the names above; dates printed Dec 1, 2026 or 1 Dec 2026 are expected in ISO;
//   total_amount is the Amount due (the Total after a credit taken off before the 消費税); the Account ID is none of the fields;
// - a hotel's month-end 法人 bill (L176) with 税込 rates and the 宿泊税 and a キャンセル料 outside the 消費税: the ご請求金額, their sum;
//   a stay settled at the front and listed with ― as its 請求額 is not in it; issuer_name is the 運営会社, not the hotel (as L84);
// - a 不動産鑑定士's bill (L177) printing the 鑑定評価額 as the basis of its 報酬: that sum is none of the fields; total_amount is the
//   差引ご請求額 after the 源泉徴収 on the 報酬 with the 実費 added back (as L22); issue_date is the 請求日, not the 鑑定評価書's 発行日;
// - an issuer printing its 本社 and another site of its own with its own 〒 address and TEL (a 配送センター, L178): issuer_address,
//   issuer_postal_code and issuer_phone are the 本社's; issue_date of a 納品書 兼 請求書 is its 請求日, not its 納品日;
// - a 動物病院's 法人 bill (L179) with one block per dog: its カルテNo. and 15-digit マイクロチップ番号 are none of the fields; prices
//   税込 with the 注射済票交付手数料 paid to the city (不課税) added: total_amount the 合計ご請求額, their sum (as L111); issuer_phone the
//   TEL, never the 夜間・救急 mobile printed under it; a hospital set large with its company as the 開設者 under it: issuer_name is the
//   company's (as L79), a sole proprietor's hospital (院長 獣医師 …): its 屋号;
// - a 造船所's 修繕工事 bill (L180) to a 船主 in care of its 船舶管理会社 (… 気付, that company's address under it): the 船舶要目's
//   船舶番号, IMO番号 and 総トン数 and the 工事番号 are none of the fields (invoice_number is the 請求書番号); total_amount the 御請求金額,
//   after the 出精値引 taken off before the 消費税;
// - a 楽器リペア工房's bill to a 楽器店 (L181) pricing each repair at its 上代 × 掛率: total_amount the 合計ご請求額 of the ご請求額 (下代)
//   and their 消費税, never the （参考）上代合計; the S/N and the shop's customers' names are none of the fields;
// - parts priced in US dollars and billed in yen (L182): total_amount the ご請求金額（円）, never the US$合計; the bank named with the
//   適用為替レート (… TTS) is not the account, the お振込先 is;
// - a 自治会 or 町内会 (L183): issuer_name its name as printed, its 会長 and 会計 no field; issuer_phone the only number printed, the
//   会計's mobile under 連絡先; its 事業所会費 and 協賛金 (不課税) count in total_amount, the 金…円 of 1. ご請求金額; a 登録番号 printed only
//   in the 備考's sentence is the registration_number all the same; every digit typed full-width is expected as NFKC gives it;
// - a web shop's monthly bill with one card per 注文 (L184): the 注文番号 (#10234), 送り状番号 and 顧客番号 are none of the fields;
// - a 建築確認 申請代行 office's bill to a 工務店 (L185), its own block in a sidebar at the left: each 物件's 建築主 (… 様), 建築場所
//   (a 地名地番) and 確認済証 番号, and the 指定確認検査機関 named with the 手数料 paid to it, are none of the fields; those 手数料, billed
//   as 立替金（不課税）, count in total_amount, the ご請求金額 (as L22);
// - a 酒蔵 setting its 銘柄 large as the letterhead with the company as 醸造元 at the foot (L186): issuer_name is the company's (as L68);
//   a 合名会社 / 合資会社's holder (ﾒ)… / ｼ)…) is expected as printed, like ｶ)…; the 蔵元直売所's own 〒, address and TEL printed under
//   the company are none of the fields (as L178); an お支払期日 printed …月末日 is that month's last day (as L59);
// - a 作業報告書 兼 御請求書 (L187): invoice_number is the 請求書No., never the 作業報告書No. or the 貴社注文番号; the 設置場所 (the
//   buyer's factory, its 〒, address and TEL), the robots' 製造番号 and 稼働時間 and the 立会者's seal and 確認日 in the お客様確認欄
//   are none of the fields; issuer_phone is the TEL, never the サービスコール 0120 number beside it;
// - a 貸し農園 whose name (…の畑) is set large at the top, run by a farmer as 発行者 under its 屋号 (…農園, 園主 …, L188): issuer_name is
//   the 屋号 (as L79, the business not the venue); its 非課税 区画使用料 counts in total_amount (as L171); a JA account is expected as
//   L174's (bank_name as printed, 普通貯金 as 普通); a 携帯 printed as the only number is issuer_phone;
// - a 字幕制作 bill (L189) naming the 元請 broadcaster in a 案件情報 box: that company and the 発注書番号 are none of the fields;
// - a 解体業者's 計算書 on green-bar continuous stationery (L190) that sets the price of the cars it buys off after the 消費税 (相殺：
//   車両買取代金（税込）△): total_amount is the 差引ご請求額, as L161; the 車台番号, plates, 預託証明書 番号 and the 解体業 許可 / 引取業
//   登録 numbers are none of the fields; the 印紙代 立替（不課税）counts in it;
// - a 訪問理美容's bill to a 介護施設 (L191): the residents' names and 居室 are none of the fields, nor the 理容師免許 / 美容師免許 登録
//   number printed beside the 登録番号; its prices 税込, total_amount is their sum, the 内消費税 inside it (as L63);
// - a 漁業協同組合's 買受代金 請求書 at its 産地市場 (L192): issuer_name is the 組合's name, not its 市場's; the 買受人番号 and the 船名
//   (出荷者) are none of the fields; an account at the prefecture's 信用漁業協同組合連合会 is expected as L174's JA (bank_name as printed,
//   普通貯金 as 普通), its holder ｷﾞﾖｷﾖｳ)… as printed;
// - a 素材生産業者's 原木代金 精算書 (L193): the 本数 and 材積 (㎥) totals, the 伝票No., the 出材地 林班, the 伐採届 受理番号 and the 合法木材
//   認定番号 are none of the fields; total_amount is the 合計 after an 端数値引 taken off before the 消費税; the buyer's 〒 address set in
//   the window at the top left is not the issuer's;
// - a 貸衣裳 company's bill to its partner venue (L194): each 挙式's ご両家 and 新郎・新婦 names are none of the fields, nor the 館内衣裳室's
//   direct TEL (as L178); a cancelled wedding's キャンセル料 (不課税) counts in total_amount (as L158);
// - an 印章店's 納品書 兼 請求書 (L195): the 印影確認欄's seals and 住所印, carved with the buyer's name, 〒 address, TEL and FAX, are none
//   of the fields; invoice_number is the 伝票番号; issue_date is the 請求日, never the 受付日 or the 納品日 when they differ;
// - a 指定自動車教習所's 法人契約 bill (L196): the school's name set large in the band is not the issuer_name, the company in its block is
//   (as L68); the 教習生番号, the trainees' names and the 公安委員会指定 number are none of the fields; the 仮免許 手数料 billed as 立替金
//   （不課税）count in total_amount (as L185); with two accounts offered as ① and ②, the account is ① (as L30);
// - a 事務機 dealer's カウンター料金 bill (L197): issue_date is the 請求日, never the 検針日; the 機種, 機番, 保守契約No., お客様コード and
//   the カウンター readings are none of the fields, nor the 設置場所 (the buyer's floors and branches) or the リース会社 named in a note;
//   issuer_address, issuer_postal_code and issuer_phone are the 本社's, never the 担当営業所's 〒, address and TEL (as L178) nor the 保守受付
//   0120 number (as L187); each 金額 of 枚数 × a 単価 with decimals (1.25 円) is rounded down as printed, total_amount the 合計 of them;
// - an 氷屋's 合計請求書 (L198): total_amount is the 今回御請求額, the 差引繰越額 in it (as L08); the 伝票No. and the 納品先 (the buyer's
//   店舗) are none of the fields;
// - a 筆耕 trading under its 屋号 with its 雅号 and name under it (書家 翠雲（佐藤 花子）, L199): issuer_name is the 屋号, never the 雅号
//   (carved in its seal too) nor the personal name; the families and events the 案件 name are none of the fields; its kanji-numeral dates
//   (令和八年一月三十一日) are expected in ISO (as L164);
// - a ガラス店's bill to a 賃貸管理会社 (L200): the 物件名・号室, the 管理会社's 工事依頼No. and the glass's 寸法 are none of the fields; two
//   accounts set side by side without numbers under いずれかの口座へ (a bank at the left, ゆうちょ 記号・番号 at the right) over one 口座名義:
//   the account is the left one, the first listed (as L105);
// - a 家畜人工授精師's bill to a farm (L201): the 個体識別番号 (ten digits, spaced 5-4-1 sometimes), the cows' 名号, the 種雄牛 and the
//   家畜人工授精師免許 number are none of the fields; with no ご請求金額 box, total_amount is the 合計 under the table (as L147); a JA
//   account is expected as L174's;
// - a drone company under an English brand set as its logo (L202): issuer_name is the company's (as L68); the 現場所在地, the 使用機体's
//   登録記号 (JU…), the 飛行許可・承認番号 and the 実施日 are none of the fields;
// - a 縫製工場's 加工賃 bill (L203): the 品番, カラー, size counts, 発注No., 納品日 and 加工期間 are none of the fields, nor the 納品先
//   (the buyer's 物流センター run by a 3PL, with its own 〒 and address); with a 不良品 返品 taken off before the 消費税 (△), total_amount
//   is the 今回御請求額 after it;
// - a 監査法人's bill for one installment of its 監査報酬 (L204): issuer_name is the 法人's name (…監査法人 / 監査法人…), never its
//   English name nor its 代表社員 or 業務執行社員; total_amount is this installment's ご請求金額 (its 旅費交通費 and 消費税 in it, as L60),
//   never the 契約報酬額, 既ご請求額 or 未請求残額; the 監査契約's date and the audited 期's 自・至 are none of the dates; issuer_address,
//   issuer_postal_code and issuer_phone are the 主たる事務所's in the footer, never the other 事務所's (as L178); its holder, spelled out
//   (カンサホウジン …, no 略語 being set for it), is expected as printed;
// - a 養蜂家's bill for 交配用ミツバチ (L205): issuer_name is the 屋号; the 設置場所 (the farm's field), the 搬入日 and 回収予定日 and the
//   蜜蜂飼育届出番号 are none of the fields; a 巣箱保証金 (不課税, refunded when the hives come back) counts in total_amount, the ご請求金額
//   printed only at the foot of the 税率別 summary (as L158);
// - a 生花店's bill for 祝花・供花 (L206): the お届け先 (other companies 様, a 斎場 and the deceased, a hospital and a patient), the 立札 (the
//   buyer's own name and its 代表取締役) and the 花キューピット加盟店 No. are none of the fields;
// - a 民泊 運営代行 company's bill to a property's owner (L207): the 宿泊売上（参考）card and each stay's 宿泊料金 are none of the fields,
//   total_amount is the ご請求金額; registration_number is the 適格請求書発行事業者 登録番号 T…, never the 住宅宿泊管理業者 登録番号
//   (国土交通大臣（01）第F01234号) printed above it; the 物件's 所在地 and 届出番号, the 予約番号 and the stays' dates are none of the fields;
// - a 車両陸送 company's bill to a car dealer, its letterhead set above the buyer (L208): the 車台番号, the 登録番号 (plates, 仮ナンバー), the
//   発地・着地 (other businesses, a customer's home) and the 運送事業 許可 number are none of the fields; the 臨時運行許可 手数料 billed as
//   立替金（不課税）count in total_amount (as L185); with two accounts offered as ① and ②, the account is ① (as L30);
// - a 空調設備 company's フロン 定期点検 bill to a store chain (L209): the stores' names, 〒 addresses and TELs, the 点検実施日, the
//   室外機's 型式 and 製造No., the 第一種フロン類充塡回収業者 登録 (…知事 登録第1234号) and the 技術者's 登録 number are none of the fields;
// - a franchise 加盟店 billing under its brand's logo and its 支店's name (ピュアマット 丸の内支店, L210): issuer_name is the 加盟店's company
//   printed under it after 運営 or 加盟店 (as L79); the フランチャイズ本部 in the footer (its name, 〒 address, お客様相談室 0120), the サービス
//   担当's mobile, the 設置先 (the buyer's own sites) and the 交換日 are none of the fields;
// - a freelance 校正者's bill to a publisher (L211): total_amount is the 差引ご請求額 after the 源泉徴収税額 (as L15); the books' ISBN, 著者
//   and 監修, 刊行予定 and ゲラ受領日 / 返却日 are none of the fields;
// - a lawyer's bill (L212): one in practice alone under his office's name (山田法律事務所) is a sole proprietor, that 屋号 the issuer_name
//   (as L22), total_amount the ご請求金額 after the 源泉徴収 with the 実費（立替・不課税）added back; a 弁護士法人 withholds nothing, its
//   total the 報酬 with its 消費税 and the 実費; the 日弁連登録番号, the 事件番号 (令和7年（ワ）第1234号), the court, the parties, the 期日 and
//   the 業務概要's dates and companies are none of the fields; a holder spelled out (ベンゴシホウジン …, ベンゴシ ヤマダ タロウ) is as printed;
// - an MVNO's bill for a company's mobile lines (L213): issuer_name is the company in the small footer, not the brand set as its logo (as
//   L68); issuer_phone its 代表 TEL there, never the 法人サポートセンター 0120 / 0570 (as L187) nor a line's number; total_amount the
//   ご請求金額, its 端末代金 分割支払金（不課税）in it (as L158), never the （参考）前月ご請求金額; the ご利用期間 is none of the dates;
// - a 鈑金塗装 shop's 修理費請求書（保険会社提出用）to a 損害保険会社 (L214): the issuer's fields are those of its 請求者（修理工場）grid; the
//   事故受付番号, 証券番号, 被保険者, plates, 車台番号, the 事故日 / 入庫日 / 協定日 / 修理完了日, the アジャスター and the 認証番号 are none of
//   the fields; total_amount is the ご請求金額: the 修理費合計（協定額）less the 免責金額 the policyholder paid at the shop (as a 前払金);
// - a 遺品整理 company's bill to the deceased's heir (L215): the 作業場所 (the family home, its 〒 address), the 古物商許可 and 遺品整理士
//   numbers are none of the fields; total_amount is the 差引ご請求額 after the 買取金額（税込）△ (as L161), its 家電リサイクル料金 in it;
// - a container trucker's 運賃請求書 (L216): the コンテナNo., B/L・BKG No., 本船名, CY and 搬入・搬出先 are none of the fields, nor the
//   port's 配車センター (its 〒 address and TEL, as L178);
// - a 行政書士's bill (L217): nothing is withheld (a 行政書士's 報酬 is not subject to 源泉徴収), total_amount the 報酬, its 消費税 and the
//   収入印紙 立替（不課税）; the 申請人, 在留カード番号, 受付番号, the 連合会 登録番号 and the 入管's 〒 address are none of the fields;
// - a バーチャルオフィス's bill (L218): the member's 〒 address at the top is the centre's building, none of the issuer's; the 050 number and
//   FAX given to the member and the centre's 受付 TEL are none of the fields; issuer_name is the 運営会社 in the footer (as L68);
// - a 写真館's 卒業アルバム bill to a school (L219): total_amount is the 差引ご請求額 after the 内金 △ (as a 前払金); the school's 〒
//   address and TEL and the 修学旅行's dates are none of the fields;
// - a 地盤調査 company's bill (L220): the 営業所 printed with the 本社 is none of the fields (as L178), nor the 物件's 地名地番 or the
//   地盤保証会社; with two accounts ① and ②, the account is ① (as L30);
// - a 家屋調査 firm's bill to a general contractor's 作業所 (L221): the 作業所's 〒 address and TEL, the 工事名 and 発注者, the houses'
//   所有者, 所在地, 構造, 延床面積 and 調査日 and the 補償コンサルタント登録 number are none of the fields; total_amount the 御請求金額;
// - a road-service company's month of call-outs to a trucking company (L222): issuer_name is the company in its block, not the brand
//   (…レッカー24) in the band (as L68); the 24時間 出動受付 0120 number, the driver's 夜間緊急 mobile and the 保管ヤード's 〒 address are
//   none of the fields, nor the call-outs' 出動場所, 登録番号 (plates) and 牽引距離; the 高速道路通行料（立替金・不課税）count in
//   total_amount, the ご請求金額 (as L22);
// - a コミュニティFM's 放送料 bill (L223): issuer_name is the company in the block under the title, not the station's brand and frequency
//   set as the logo (as L68); issuer_phone the 代表 TEL, never the リクエスト・メッセージ number; the 広告主, CM素材, 放送期間 and the
//   放送確認書's times are none of the fields; total_amount the ご請求額 after the 代理店手数料 △ taken off before the 消費税;
// - a 中小企業診断士's 成功報酬 bill for a 補助金 (L224): issuer_name is the 屋号 (as L22); the 補助金's 交付決定額 (the fee's basis), the
//   採択日 and 交付決定日 and the 診断士 登録番号 and 認定支援機関 ID are none of the fields; nothing is withheld, total_amount is the
//   差引ご請求金額 after the 着手金 (税込, received) △ (as a 前払金); due_date the date in the sentence …までに下記口座へお振込み;
// - a tyre shop's bill for changing a company's vans at its 営業所 (L225): the 作業場所 (the buyer's 営業所, its 〒 address and TEL), the
//   作業日, the 登録番号 of each vehicle (plates), the 走行距離 and the tyre sizes are none of the fields; bank and branch codes as printed;
// - a 社会福祉法人's 就労継続支援B型事業所 billing 受託作業 (L226): issuer_name is the 法人 (社会福祉法人…), not the 事業所 set large above
//   it (as L109); the 障害福祉サービス 事業所番号 is none of the fields; each 金額 of 数量 × a 単価 with decimals is rounded down as
//   printed, total_amount the ご請求金額; a ゆうちょ account printed both as 記号・番号 and in the 店名 form converts as the ゆうちょ
//   rules above, its holder (ﾌｸ)…, sometimes with the 事業所's name) as printed;
// - a 土地家屋調査士 practising alone under his office's name (山田土地家屋調査士事務所, L227): a sole proprietor, that 屋号 the issuer_name
//   (as L22); total_amount is the 差引ご請求額 after the 源泉徴収 on (報酬 − 1万円) × 10.21% with the 登録免許税 and 登記事項証明書
//   立替金 added back; the 物件's 所在・地番, 所有者, 管轄 法務局 and 登記完了日 and the 調査士's 日調連 登録番号 are none of the fields;
// - a 運転代行 company's monthly 法人 bill (L228): the 配車専用ダイヤル set large in the band is not the issuer_phone, the 事務所 TEL in
//   the footer block is; the rides' 出発地, 到着地, ご利用者 and チケットNo., the 公安委員会 認定番号 and the 保険 証券番号 are none of the
//   fields; its 料金 税込, total_amount is their sum with the 駐車場代 立替（不課税）(as L63 with L22's 立替);
// - a さく井 contractor's bill for a finished well (L229): total_amount is the 今回ご請求額, the 工事代金合計 less the 前受金 (as a
//   前払金), never the 当初契約金額; the 工事場所, 工期, 契約日, 井戸仕様, 建設業許可 and the 水質検査's lab are none of the fields; with
//   three 取引銀行 listed under お振込は◎印の口座へ, the account is the one marked ◎, wherever it is listed;
// - a 速記・反訳 company's bill to a city on the city's 請求書 様式 (L230): total_amount is the 請求金額 written one digit a box (the
//   内訳's 合計); the 契約番号, 契約年月日, 履行期間 and 検査年月日 and the 担当課's TEL are none of the fields; issuer_name is the 商号又は
//   名称, never the 代表者職氏名; bank_code and branch_code are the 金融機関コード and 店番 printed in boxes, the account_number too
//   when boxed; the 口座名義（カナ）is the holder as printed;
// - a 石材店's bill to a family for a grave (L231): issuer_name is the 屋号 of a sole proprietor (…石材店, 石の…, as L22) or the
//   company; the 施主's 〒 address and TEL, the 霊園, 区画 and its 管理事務所 TEL, the ご契約日 and 開眼供養 date are none of the fields;
//   total_amount is the 差引ご請求額 after the 内金 △ (as a 前払金), a 霊園 届出手数料 立替（不課税）in it when printed;
// - a theatre company's bill to a school for its 芸術鑑賞会 (L232): issuer_name is the company after 運営 in the footer, not the troupe
//   set large as the logo (as L79); its 本社 is the issuer's address and TEL, never the 稽古場's (as L178) nor the 公演担当's mobile;
//   the 公演日時, 会場 and its 〒 address are none of the fields; a ゆうちょ 記号・番号 and a bank side by side under いずれかの口座へ: the
//   account is the left one, the first listed (as L105);
// - a 酒販店's 合計請求書 to a restaurant company (L233): total_amount is the 今回御請求額, the 繰越金額 in it (as L08) and the
//   容器保証金 (樽・P箱・ボンベ, 不課税) charged less returned (as L158); the 伝票No., the お客様コード and the 納品先 (the buyer's shops)
//   are none of the fields; a sole proprietor's 屋号 (…酒店, 酒の…) is the issuer_name (as L22);
// - a 温泉供給 company's 配湯料 bill to an inn (L234): the inn's name, 〒 address and TEL, the 検針日, 使用期間, メーター番号 and 指針,
//   the 配湯契約番号, the 源泉 and the 源泉管理事務所 (its 字 address and TEL) and the 24時間 緊急連絡先 are none of the fields;
//   total_amount is the ご請求金額 on the dotted leader, the 合計;
// - a 農事組合法人's ライスセンター 作業受託 bill (L235): issuer_name is the 法人's name as printed (農事組合法人…); the ライスセンター's 字
//   address and TEL are none of the fields (as L178), nor the 生産者番号, 作業日, 圃場 (字…番) and 面積; its account at the local JA is
//   expected as L174's (bank_name as printed, 普通貯金 as 普通, no codes), its holder ﾉｳ)… as printed;
// - a composer's bill under a 屋号 (L236): issuer_name is the 屋号 (as L22); total_amount is the 差引ご請求額 after the 源泉徴収税額 on the
//   fees (10.21%, or over 100万円 (報酬 − 100万円) × 20.42% + 102,100) with the スタジオ使用料 立替金 added back (as L22); the 作品名,
//   発注書番号, 発注日 and 最終納品日 are none of the fields;
// - a 刃物研ぎ craftsman's bill on a stationery-shop form (L237): issuer_name is the 屋号 in the blue 住所印 (研ぎ処 山田, its full-width
//   space an ASCII one as NFKC gives it); invoice_number is the form's printed red No.; issue_date the date filled into the form's 令和…年…月…日 blanks; the buyer's shops (〒
//   address, TEL) are none of the fields; every price 税込, total_amount is the 合計金額, the 内消費税 inside it (as L63); the お支払期限
//   written …月末日 is that month's last day (as L59); the rubber-stamped 振込先 is the account;
// - a 解体 contractor's bill to the 工務店 that ordered it (L238): the 工事場所 (the client's 〒 address), 工期, the 建設業許可 / 解体工事業
//   登録 and 産業廃棄物収集運搬業 許可 numbers, the リサイクル法 and 石綿 受付番号, the マニフェスト 交付番号 and the 貴社工事番号 are none of the
//   fields; total_amount is the 今回御請求額, the 合計 after the 鉄スクラップ sold and an 出精値引 taken off before the 消費税 (as L180);
//   bank_code and branch_code as printed in the 振込先 table;
// - a 給食 company's 給食費 bill to a care home (L239): the home (its 法人 over the 施設's name 御中), the 栄養士, the 食数表's counts and
//   days and the 行事食 named in the 備考 are none of the fields; total_amount is the ご請求金額（税込）, the 合計 of the 税率別 table (the
//   meals at 8%, the 配送料 and 配膳車 at 10%);
// - a 和裁士's 御仕立代 bill to a 呉服店 (L240): issuer_name is the 屋号 at the foot (和裁工房 …, its full-width space an ASCII one as NFKC
//   gives it, as L237), never her name after 一級和裁技能士; the 受付日, the shop's customers (… 様) and the 寸法 in 鯨尺 are none of the
//   fields; the 振込先 is the narrow box beside the table, a ゆうちょ 記号・番号 there converting as the ゆうちょ rules above;
// - a helicopter operator's charter bill (L241): issuer_address, issuer_postal_code and issuer_phone are the 本社's, never the 運航所's
//   heliport, 格納庫 and 運航管理室 TEL (as L178); the 機体 (JA…), the flights' dates, times and minutes, the 案件 and the 航空運送事業 /
//   航空機使用事業 許可 number are none of the fields; total_amount is the ご請求金額 with the 着陸料・停留料 立替金（不課税）in it (as L22);
// - a めっき works' system-printed 請求書 (L242): total_amount is the 今回ご請求額; the 得意先コード, 伝票No. and 品番 are none of the
//   fields; each 金額 of 数量 (個, or kg with a decimal) × a 単価 with decimals is rounded down as printed, a lot below the works' minimum
//   raised to its 最低料金, a 不良再処理 at 0; two 取引銀行 listed ① and ② over one 口座名義: the account is ① (as L30, L36);
// - a town magazine's 請求書（訂正）(L243), replacing an invoice it withdraws: invoice_number is the 請求書No. at the top, issue_date the
//   訂正's 請求日 and total_amount the 訂正後ご請求金額 — never the withdrawn invoice's date, No. or ご請求金額 named in the お詫びと訂正 box,
//   nor the 訂正前 ご請求金額 or the 差額 printed beside the total; issuer_name is the company after 発行, not the magazine set as the logo
//   (as L68); the 振込先 is the one in the 備考 box;
// - a freelance wedding MC's bill to a venue (L244): issuer_name is the 屋号 when one is printed (as L22), else the name set under ブライダル司会
//   (as L15, without that title, as L120); total_amount is the お振込金額 after the 源泉徴収税額 on the 報酬額 (as L15); the 会場, ご両家
//   and reception times are none of the fields; a ゆうちょ account printed both as 記号・番号 and in the 店名 form converts as above (as L226);
// - a レンタカー company's monthly 法人 bill (L245): the ご予約センター 0120 number set at the top is not the issuer_phone, nor are the
//   営業所 TELs in the strip at the foot; the company's 本社 block at the bottom left is the issuer's; the 貸渡番号, わ-plates, 出発・返却
//   日時 and 店舗, ご利用者 and the ご利用期間 are none of the fields; total_amount is the 合計ご請求金額 with the ETC 通行料 立替金
//   （不課税）in it (as L22);
// - a ferry company's 車両航送運賃 bill to a trucking company (L246): the 対象期間, the sailings' 乗船日, 便, 船名 and 航路, the trucks'
//   車両番号 and 車長 are none of the fields, nor the ports' フェリーターミナル and the 予約センター TELs in the note (as L178); total_amount
//   is the ご請求金額（税込）after a 大口割引 △ taken off before the 消費税 (as L180); bank_code and branch_code as printed in the 振込先 table;
// - a software house's bill for one milestone of a 受託開発 contract (L247): total_amount is the 今回ご請求金額, this milestone (with an
//   追加開発 or 出張旅費 billed with it) and its 消費税 (as L60), never the 契約金額, 既ご請求額 or 残額 of the ご参考 table; the 契約番号,
//   注文書番号, 検収書番号 and the 検収日 (this milestone's or the others') are none of the fields;
// - a 家事代行 company's 福利厚生 bill to a company (L248): total_amount is the ご請求金額（税込）, the 貴社ご負担額 and the 月額基本料 with
//   their 消費税, never the ご利用総額 nor the 従業員様ご負担額 the employees paid; the 社員番号 and the employees' (masked) names are none
//   of the fields; the 振込先 is the one in small type in the footer box;
// - a gallery's 絵画レンタル bill (L249): issuer_name is a sole proprietor's 屋号 (ギャラリー …, its full-width space an ASCII one as NFKC
//   gives it, as L237; as L22) or the company; the 作家 named in the table and the レンタル期間 are none of the fields; its kanji-numeral
//   dates (令和八年一月五日, an お支払期限 …月末日 as that month's last day, as L59) are expected in ISO (as L164), the 御請求金額 set in
//   full-width digits as NFKC gives it (as L183); an account at a 信用組合 (…信用組合 本店), no codes printed, has bank_code null, as any
//   bank outside the eight;
// - a 葬儀社's bill to the 喪主 of a family funeral (L250): the 喪主's 〒 address in the window (a 〒 the company's may share), the 故人, the
//   通夜 and 告別式 dates, the hall (its address and TEL) and the 24時間 0120 number are none of the fields (as L178); invoice_number is the
//   請求書No., never the 施行番号; total_amount is the 差引ご請求額: the 御葬儀代金 合計 (its 立替金 火葬料 / 式場使用料 不課税 in it, as L22)
//   less the 互助会 掛金充当額 and a 内金 (as a 前払金);
// - a 設備 company's 排水管高圧洗浄 bill to a マンション管理会社 (L251): the 管理会社's 〒 address, the 物件 (マンション names, their own 〒
//   所在地, 戸数 and 実施日), the 貴社発注番号, the 管工事業 許可 number and the 夜間・休日緊急 mobile are none of the fields (issuer_phone the
//   TEL in the letterhead); the parking company's 登録番号 printed with the 駐車料金 立替 is never the registration_number; total_amount is
//   the ご請求金額 with that 立替金（不課税）in it (as L22); bank_code and branch_code as printed under the names in the 振込先 table, a
//   信用金庫's code null when not printed;
// - a 製本所's 合計請求書 to a printing company (L252): total_amount is the 今回御請求額, the 差引繰越額 in it (as L08) — never the 前回御請求額
//   or the 今回御買上額; a 振込手数料 the buyer took off is an 調整額 that only the 繰越 reflects (as L125); the 得意先コード, 伝票No. and job
//   numbers are none of the fields; each 金額 of 部数 × a 単価 with one decimal is rounded down as printed (as L242); issue_date is the 請求日
//   (the 締日), never the 対象期間's first day; the issuer's block is the one at the foot, the 振込先 the line under it;
// - a security company's クラウド録画・保守 bill to a store chain (L253), its block in a sidebar at the left: issue_date is the date printed
//   alone at the top right; invoice_number is the 請求書番号, never the 契約番号 or 顧客番号 beside it; issuer_phone the TEL, never the
//   24時間 監視センター 0120 or the 技術サポート 050 number (as L187); the shops' 〒 addresses and TELs are none of the fields; total_amount
//   the 合計 after a キャンペーン値引 △ taken off before the 消費税 (as L180), never the （参考）前月ご請求額; a net bank's 法人 branch
//   (GMOあおぞらネット銀行 法人営業部, PayPay銀行 ビジネス営業部) has bank_code and branch_code only when printed (as any bank outside the eight);
// - a 福祉タクシー run by its owner (L254): issuer_name is the 屋号 (福祉タクシー つばさ, its full-width space an ASCII one as NFKC gives it;
//   as L22), never the 代表's name; issuer_phone is the TEL, never the ご予約専用 mobile; the 福祉輸送事業限定 許可 number, the patients
//   and the 乗車地・降車地 are none of the fields, nor the hospital's or home's 〒 address; every fare 税込, total_amount is their sum with
//   the 有料道路・駐車料 立替（不課税）added (as L63 with L22's 立替), the うち消費税 inside it; a ゆうちょ 記号・番号 printed with its 店名
//   form converts as the ゆうちょ rules above;
// - a 構造設計 engineer under his office's name (L255): a sole proprietor, the 屋号 (…構造設計事務所, 構造設計室 そら) the issuer_name (as
//   L22); total_amount is the 差引ご請求額 after the 源泉徴収税額 on the 報酬額 (10.21%, or over 100万円 (報酬額 − 100万円) × 20.42% +
//   102,100; as L236), never the 合計; his 一級建築士 登録, 構造設計一級建築士 交付 and 建築士事務所 登録 numbers, the 物件名, 建設地
//   (a 地名地番), 延床面積 and the 確認申請 / 適合性判定 numbers are none of the fields; dates in 令和, R8.1.31 too, are expected in ISO;
// - a 一般社団法人 物産協会's bill for a company's お歳暮 or お中元 (L256): issuer_name is the 法人's name as printed (一般社団法人…協会);
//   total_amount the 御請求金額（税込）, the 8% (食品 ※) and 10% (酒類, 工芸品, 送料) 対象 and their 消費税; the お届け先一覧 (the recipients'
//   〒 addresses, names and TELs), the ご注文番号 and ご注文日 and the アンテナショップ's address and TEL are none of the fields;
//   invoice_number is the 請求書番号, issue_date the 発行日; bank_code and branch_code as printed (金融機関コード, 店番); the 振込依頼書
//   under the キリトリ線 repeats the account and the amount, its ご依頼人 (the buyer, with its お客様番号) none of the fields;
// - a 芸能プロダクション's 出演料 bill to a programme production company (L257), a 御請求書 with its 請求明細書 (page 2 of the long
//   version): the talents, 番組, broadcasters and sponsors are none of the fields; with a notice that the 振込先 changed, the account is
//   the new one, never the 旧口座 named in the notice's sentence or in its 変更前 column;
// - a 窯元's 納品書 兼 御請求書 (L258): issuer_name the 窯's 屋号 (…窯, 陶房 …; as L22) or the company; the 御請求金額 written in 大字
//   (金壱拾弐萬参千四百円也) is total_amount as a number; issue_date the 請求日, never the 納品日; two accounts ① ② over one 口座名義 (a
//   local bank and a ゆうちょ 記号・番号, either first): the account is ① (as L30); the 陶器市 (its dates, 会場 and address) is none of the fields;
// - a プレカット工場's monthly bill to a 工務店 (L259): the 邸 (施主, 建築地 地名地番, 坪, 物件コード, 加工日 / 納材日) are none of the fields;
//   the 取引銀行 line in the company's block (three banks, no numbers) is not the account, the お振込先 box is, wherever its bank is
//   listed; total_amount the 今回御請求額 after the 出精値引 (and a 返品 △) taken off before the 消費税 (as L180);
// - a 手話通訳士's 請求書 in an e-mail, printed with its thread from the buyer's webmail (L260): the fields are those of the 請求書 in
//   the reply's body and the interpreter's signature; the browser's print date, the messages' dates, the buyer's request and signature (〒 address,
//   TEL) and the partner interpreter are none of them; total_amount the ご請求金額 after the 源泉徴収 with the 交通費 added back (as L22);
//   an issuer that says it is not a 適格請求書発行事業者 (免税事業者) and prints no 登録番号: registration_number null;
// - a coffee roaster's monthly bill to a café company (L261): issuer_name the company in the footer band, not the brand in the logo
//   (as L68); every price 税込 at 8% and 10%: total_amount the 合計（税込）, the 内消費税 of each rate inside it (as L63); the card-payment
//   box (QR, お支払いID, 決済代行 company and its 0120), the 納品先 and last month's amount paid are none of the fields;
// - a marina's 係留料 bill (L262), its block in a sidebar at the right: issuer_name the company, not the marina's brand (as L68); dates
//   printed 2026年（令和8年）3月20日 are expected in ISO; the 艇 (艇名, 船舶番号, 係留場所, 船舶検査 有効期限), the ご利用期間 and the
//   夜間・荒天時 緊急連絡先 mobile are none of the fields; 陸電 and ガソリン at decimal quantities and prices are rounded down as printed;
// - an aquarium company's monthly tank rental and maintenance bill (L263): the 設置場所, the メンテナンス実施日 and next visit are none
//   of the fields; total_amount the ご請求金額（税込）under 小計 and 消費税; bank_code and branch_code as printed under the names;
// - a 農機具店's 修理明細書 兼 請求書 (L264): issuer_name the 屋号 of a shop under its owner's name (as L22) or the company; the 機種, 型式
//   (a maker's name), 機番, アワーメーター, 受付日 / 完了日 and the サービスカー mobile are none of the fields; the お支払期限 …月末日 is that
//   month's last day (as L59); a JA account is expected as L174's; with a JA and a bank as alternatives, the account is the first listed (as L30);
// - a 空き家管理 service's 巡回報告書 兼 ご請求書 to an owner far away (L265): the 管理物件 (its 〒 所在地), 契約番号, 巡回日 and the photos'
//   date stamps and the 担当's mobile are none of the fields; total_amount the 今回ご請求額 with the 郵送料 立替（不課税）in it (as L22);
// - a 技術士 under his office's name (L266): issuer_name the 屋号 (as L22); total_amount the 差引ご請求額 after the 源泉所得税 on the 小計 (as
//   L15); the 技術士登録番号, the 業務期間 and the 業務日報's dates are none of the fields; branch_code the 店番 printed with the branch;
// - a 炭問屋's monthly 御請求書 to a restaurant company (L267), its rows running to a second page in the long version: total_amount the
//   今回御請求額, the 繰越金額 in it (as L08); the 得意先コード, 伝票No. and 納品先 are none of the fields; of two banks over one 口座名義
//   the account is the first listed (as L30);
// - a 学習塾's 授業料 bill to a pupil's parent (L268): issuer_name the 屋号 (as L22) or the company after 運営 (as L79); every price 税込,
//   total_amount the 合計（税込）(as L63); the 生徒番号 and the pupil are none of the fields; a ゆうちょ account set out for ゆうちょ and for
//   other banks converts as the ゆうちょ rules above; a 塾 that says it is not registered prints no 登録番号: registration_number null (as L260);
// - a PNG or a photo holds one page: the two-page layouts' page_image and phone_photo come from
//   an invoice short enough for one page (their text_pdf/scanned_pdf "a" run to two);
// - a PDF whose first page is a 送付状 (書類送付のご案内: date, addressee, sender, the documents
//   enclosed, no amounts) and the invoice the second (L97): its fields are the invoice's;
// - the expected text is what is visible: Chromium's text layer maps some Noto CJK glyphs to
//   radicals or compatibility ideographs (⻄ for 西, ⻘ for 青, 戶 for 戸), as real PDFs made by
//   browsers do; the corpus keeps that.
// Nothing generated is committed: the default output is git-ignored.
// Usage: node scripts/generate-invoice-corpus.mjs [--seed=1] [--out=bench/results/corpus]
//        [--layouts=L01,L19-excel-grid] (a subset, for working on a layout: ids or their L01 prefix)
//        [--kinds=text_pdf,page_image] (only these kinds: a dev check of text PDFs and page images
//        without the photos, which take most of the time; each kind comes out as in the whole corpus)
// Needs Debian's chromium and fonts-noto-cjk, like scripts/generate-invoice-fixtures.mjs.
import { chromium } from 'playwright-core';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

// tsx first: core.mjs imports the domain's TypeScript (banks, ゆうちょ).
register();
const started = performance.now();
const { LAYOUTS, ONLY, OUT, PAGE_CSS, SEED, expectedFields, makeData, makePick, rngFor } =
  await import('./invoice-corpus/core.mjs');
const { imagePdf, pageImage, phonePhoto, scanPage, toCanvas } = await import('./invoice-corpus/imaging.mjs');
// Each file pushes its layouts onto LAYOUTS; imported in this order, they keep the order of the ids.
await import('./invoice-corpus/layouts-001-012.mjs');
await import('./invoice-corpus/layouts-013-018.mjs');
await import('./invoice-corpus/layouts-019-028.mjs');
await import('./invoice-corpus/layouts-029-034.mjs');
await import('./invoice-corpus/layouts-035-040.mjs');
await import('./invoice-corpus/layouts-041-046.mjs');
await import('./invoice-corpus/layouts-047-052.mjs');
await import('./invoice-corpus/layouts-053-058.mjs');
await import('./invoice-corpus/layouts-059-070.mjs');
await import('./invoice-corpus/layouts-071-076.mjs');
await import('./invoice-corpus/layouts-077-082.mjs');
await import('./invoice-corpus/layouts-083-088.mjs');
await import('./invoice-corpus/layouts-089-094.mjs');
await import('./invoice-corpus/layouts-095-100.mjs');
await import('./invoice-corpus/layouts-101-106.mjs');
await import('./invoice-corpus/layouts-107-112.mjs');
await import('./invoice-corpus/layouts-113-118.mjs');
await import('./invoice-corpus/layouts-119-124.mjs');
await import('./invoice-corpus/layouts-125-130.mjs');
await import('./invoice-corpus/layouts-131-136.mjs');
await import('./invoice-corpus/layouts-137-142.mjs');
await import('./invoice-corpus/layouts-143-148.mjs');
await import('./invoice-corpus/layouts-149-154.mjs');
await import('./invoice-corpus/layouts-155-160.mjs');
await import('./invoice-corpus/layouts-161-166.mjs');
await import('./invoice-corpus/layouts-167-172.mjs');
await import('./invoice-corpus/layouts-173-178.mjs');
await import('./invoice-corpus/layouts-179-184.mjs');
await import('./invoice-corpus/layouts-185-190.mjs');
await import('./invoice-corpus/layouts-191-196.mjs');
await import('./invoice-corpus/layouts-197-202.mjs');
await import('./invoice-corpus/layouts-203-208.mjs');
await import('./invoice-corpus/layouts-209-214.mjs');
await import('./invoice-corpus/layouts-215-220.mjs');
await import('./invoice-corpus/layouts-221-226.mjs');
await import('./invoice-corpus/layouts-227-232.mjs');
await import('./invoice-corpus/layouts-233-238.mjs');
await import('./invoice-corpus/layouts-239-244.mjs');
await import('./invoice-corpus/layouts-245-250.mjs');
await import('./invoice-corpus/layouts-251-256.mjs');
await import('./invoice-corpus/layouts-257-262.mjs');
await import('./invoice-corpus/layouts-263-268.mjs');
await import('./invoice-corpus/layouts-269-274.mjs');
await import('./invoice-corpus/layouts-275-280.mjs');
await import('./invoice-corpus/layouts-281-286.mjs');
await import('./invoice-corpus/layouts-287-292.mjs');
await import('./invoice-corpus/layouts-293-298.mjs');
await import('./invoice-corpus/layouts-299-304.mjs');
await import('./invoice-corpus/layouts-305-310.mjs');

// ---- generate ------------------------------------------------------------------------------

// Written next to OUT and swapped in at the end: whoever is measuring against the previous corpus
// keeps a complete one until then.
const WORK = `${OUT}.partial-${process.pid}`;
rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const documents = [];
const KINDS = (process.argv.find((a) => a.startsWith('--kinds=')) ?? '').slice('--kinds='.length).split(',').filter(Boolean);
const wanted = (kind) => KINDS.length === 0 || KINDS.includes(kind);
const html = (pages, css) =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><style>${PAGE_CSS}${css}</style></head><body>${pages.map((p) => `<div class="page">${p}</div>`).join('')}</body></html>`;

// Per layout, three invoices with different data: a → text PDF + scanned PDF (the two-page
// layouts' long version), b → text PDF + page image + phone photo, c → text PDF + phone photo.
const INSTANCES = [
  { key: 'a', kinds: ['text_pdf', 'scanned_pdf'], long: true },
  { key: 'b', kinds: ['text_pdf', 'page_image', 'phone_photo'], long: false, photo: { width: 3024, height: 4032, maxAngle: 8 } },
  { key: 'c', kinds: ['text_pdf', 'phone_photo'], long: false, photo: { width: 2268, height: 3024, maxAngle: 8 } },
];
try {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 2.5 });
  for (const layout of LAYOUTS) {
    if (ONLY && !ONLY.has(layout.id) && !ONLY.has(layout.id.split('-')[0])) continue;
    for (const [index, inst] of INSTANCES.entries()) {
      const r = makePick(rngFor(layout.id, inst.key));
      const d = makeData(r, layout.opts(r, index));
      const rendered = layout.render(d, r, { long: layout.twoPage && inst.long });
      const fields = expectedFields(d, rendered.printed);
      const pages = rendered.pages.length;
      const base = `${layout.id}-${inst.key}`;
      const entry = (file, mime, kind) =>
        documents.push({
          file,
          mime_type: mime,
          kind,
          layout: layout.id,
          split: layout.split,
          pages,
          method: kind === 'text_pdf' ? 'pdf_text' : 'ocr',
          fields,
        });
      await page.setContent(html(rendered.pages, rendered.css), { waitUntil: 'load' });
      await page.evaluate(() => globalThis.document.fonts.ready);
      if (wanted('text_pdf')) {
        writeFileSync(`${WORK}/${base}.pdf`, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
        entry(`${base}.pdf`, 'application/pdf', 'text_pdf');
      }
      // (The image kinds draw on their own generator, 'image', so leaving some out changes none of the others.)
      if (!inst.kinds.some((kind) => kind !== 'text_pdf' && wanted(kind))) continue;
      // ~240 dpi rasters of every page, the source of the other kinds.
      const shots = [];
      for (let p = 0; p < pages; p++) shots.push(await toCanvas(await page.locator('.page').nth(p).screenshot({ type: 'png' })));
      const ir = makePick(rngFor(layout.id, inst.key, 'image'));
      if (inst.kinds.includes('scanned_pdf') && wanted('scanned_pdf')) {
        const scans = [];
        for (const shot of shots) scans.push(await scanPage(shot, ir));
        writeFileSync(`${WORK}/${base}-scan.pdf`, await imagePdf(scans));
        entry(`${base}-scan.pdf`, 'application/pdf', 'scanned_pdf');
      }
      if (inst.kinds.includes('page_image') && wanted('page_image')) {
        writeFileSync(`${WORK}/${base}-page.png`, await pageImage(shots[0]));
        entry(`${base}-page.png`, 'image/png', 'page_image');
      }
      if (inst.kinds.includes('phone_photo') && wanted('phone_photo')) {
        const quality = ir.int(60, 85);
        writeFileSync(`${WORK}/${base}-photo.jpg`, await phonePhoto(shots[0], ir, { ...inst.photo, quality }));
        entry(`${base}-photo.jpg`, 'image/jpeg', 'phone_photo');
      }
    }
    process.stdout.write(`${layout.id} `);
  }
} finally {
  await browser.close();
}

writeFileSync(
  `${WORK}/expected.json`,
  `${JSON.stringify(
    {
      note: `Generated by scripts/generate-invoice-corpus.mjs --seed=${SEED}; not committed. Layouts 1–8 and 13–304 dev, 9–12 holdout, 305–310 fresh.`,
      seed: SEED,
      layouts: LAYOUTS.map((l) => ({ id: l.id, split: l.split, two_page: Boolean(l.twoPage), exercises: l.exercises })),
      documents,
    },
    null,
    2,
  )}\n`,
);

rmSync(OUT, { recursive: true, force: true });
renameSync(WORK, OUT);

const count = (pred) => documents.filter(pred).length;
console.log(
  `\n\nCorpus (seed ${SEED}) in ${OUT}: ${documents.length} documents in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const kind of ['text_pdf', 'scanned_pdf', 'page_image', 'phone_photo'])
  console.log(
    `  ${kind.padEnd(12)} dev ${count((x) => x.kind === kind && x.split === 'dev')}  holdout ${count((x) => x.kind === kind && x.split === 'holdout')}  fresh ${count((x) => x.kind === kind && x.split === 'fresh')}`,
  );
console.log(`  two-page documents: ${count((x) => x.pages > 1)}`);
