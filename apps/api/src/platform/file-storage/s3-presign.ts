import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 query-string signing ("presigned URLs") for S3 and S3-compatible
 * stores. Hand-written instead of pulling in the AWS SDK (tens of MB) for four requests: the
 * algorithm is small, fixed, and tested against AWS's published example.
 */
export interface S3Location {
  /** e.g. https://s3.ap-northeast-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  /** Path style (endpoint/bucket/key) for MinIO and friends; otherwise bucket.endpoint/key. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PresignInput {
  method: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  key: string;
  now: Date;
  expiresInSeconds: number;
  /** Headers the request must carry exactly (e.g. content-type); host is always signed. */
  headers?: Record<string, string>;
  /** Extra query parameters, e.g. response-content-disposition. */
  query?: Record<string, string>;
}

/** RFC 3986 encoding as SigV4 requires (encodeURIComponent leaves !'()* alone). */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function amzDate(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { dateTime, date: dateTime.slice(0, 8) };
}

export function presignS3Url(location: S3Location, input: PresignInput): string {
  const endpoint = new URL(location.endpoint);
  const encodedKey = input.key.split('/').map(rfc3986).join('/');
  const host = location.forcePathStyle ? endpoint.host : `${location.bucket}.${endpoint.host}`;
  const path = location.forcePathStyle ? `/${rfc3986(location.bucket)}/${encodedKey}` : `/${encodedKey}`;
  const { dateTime, date } = amzDate(input.now);
  const scope = `${date}/${location.region}/s3/aws4_request`;

  const headers: Record<string, string> = { host };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const signedHeaderNames = Object.keys(headers).sort();
  const signedHeaders = signedHeaderNames.join(';');

  const query: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${location.accessKeyId}/${scope}`,
    'X-Amz-Date': dateTime,
    'X-Amz-Expires': String(input.expiresInSeconds),
    'X-Amz-SignedHeaders': signedHeaders,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${rfc3986(name)}=${rfc3986(query[name]!)}`)
    .join('&');
  const canonicalHeaders = signedHeaderNames.map((name) => `${name}:${headers[name]}\n`).join('');
  const canonicalRequest = [input.method, path, canonicalQuery, canonicalHeaders, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', dateTime, scope, sha256Hex(canonicalRequest)].join('\n');

  const signingKey = ['aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(hmac(`AWS4${location.secretAccessKey}`, date), location.region), 's3'),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${endpoint.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
