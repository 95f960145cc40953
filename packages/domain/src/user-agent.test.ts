import { describe, expect, it } from 'vitest';
import { UNKNOWN_DEVICE_LABEL, deviceLabelFromUserAgent } from './user-agent.ts';

describe('deviceLabelFromUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      'Chrome（Windows）',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Edg/138.0.3351.65',
      'Edge（Windows）',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      'Safari（iPhone）',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1',
      'Chrome（iPhone）',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
      'Safari（iPad）',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox（Mac）'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
      'Safari（Mac）',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
      'Chrome（Android）',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
      'Samsung Internet（Android）',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 OPR/120.0.0.0',
      'Opera（Windows）',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox（Linux）'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Chrome（Linux）',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      'Chrome（ChromeOS）',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.10.0',
      'LINE（iPhone）',
    ],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabelFromUserAgent(ua)).toBe(label);
  });

  it('says 不明な端末 for a missing header and for clients it cannot name', () => {
    expect(deviceLabelFromUserAgent(null)).toBe(UNKNOWN_DEVICE_LABEL);
    expect(deviceLabelFromUserAgent(undefined)).toBe(UNKNOWN_DEVICE_LABEL);
    expect(deviceLabelFromUserAgent('')).toBe('不明な端末');
    expect(deviceLabelFromUserAgent('curl/8.5.0')).toBe('不明な端末');
    expect(deviceLabelFromUserAgent('lightMyRequest')).toBe('不明な端末');
  });

  it('names the OS alone when the browser is unknown', () => {
    expect(deviceLabelFromUserAgent('SomeApp/1.0 (Windows NT 10.0)')).toBe('不明なブラウザ（Windows）');
  });

  it('stays fast on long hostile headers', () => {
    const started = performance.now();
    expect(deviceLabelFromUserAgent('Mozilla/5.0 ' + 'Version/1 '.repeat(100_000))).toBe(UNKNOWN_DEVICE_LABEL);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
