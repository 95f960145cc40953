export const UNKNOWN_DEVICE_LABEL = '不明な端末';

// Order matters: Edge, Opera and Samsung Internet also claim "Chrome" and "Safari", Chrome on
// every platform claims "Safari", so the more specific tokens are tested first.
const BROWSERS: [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|OPT|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  // HeadlessChrome: automated browsers (and our own screenshots) are still Chrome to a person.
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPad before Mac (old iPads say "like Mac OS X"); Android before Linux (Android UAs contain "Linux").
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | null {
  for (const [pattern, label] of table) if (pattern.test(userAgent)) return label;
  return null;
}

/**
 * A short, recognisable name for the device behind a session (セキュリティ設定's session list):
 * browser and OS, e.g. 'Chrome（Windows）', 'Safari（iPhone）'; '不明な端末' when neither is known.
 */
export function deviceLabelFromUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE_LABEL;
  // A header is attacker-chosen text: look only at a bounded prefix.
  const ua = userAgent.slice(0, 500);
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  if (browser && system) return `${browser}（${system}）`;
  if (browser) return browser;
  if (system) return `不明なブラウザ（${system}）`;
  return UNKNOWN_DEVICE_LABEL;
}
