// S3-compatible object storage settings read from the environment, shared by the API's image storage
// and the release store. One prefix per user of a bucket (S3_ for the API's images, another for the
// release store), so each can point at its own bucket:
//   <P>BUCKET             bucket name; setting it turns S3 on (unset: the local-disk default)
//   <P>PUBLIC_BASE_URL    URL the bucket's objects are public at (the bucket's website/public URL or a CDN)
//   <P>REGION             region (default us-east-1; most S3-compatible servers accept any)
//   <P>ENDPOINT           S3 API endpoint of a non-AWS server (MinIO, R2, Ceph...); unset = AWS
//   <P>ACCESS_KEY_ID, <P>SECRET_ACCESS_KEY   both or neither (neither = the SDK's default chain, e.g. an IAM role)
//   <P>FORCE_PATH_STYLE   true|false; default true with an ENDPOINT (bucket in the path), false on AWS
//   <P>CHECKSUMS          when_supported (SDK default: CRC checksums on every request) | when_required
//                         (only where the S3 API demands one, for servers that do not understand them)

export type ChecksumMode = 'when_supported' | 'when_required';

export interface S3Config {
  bucket: string;
  region: string;
  /** Public base URL of the stored objects, without a trailing slash: `${publicBaseUrl}/${key}`. */
  publicBaseUrl: string;
  endpoint?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  checksums: ChecksumMode;
}

export const S3_SETTINGS = [
  'BUCKET',
  'PUBLIC_BASE_URL',
  'REGION',
  'ENDPOINT',
  'ACCESS_KEY_ID',
  'SECRET_ACCESS_KEY',
  'FORCE_PATH_STYLE',
  'CHECKSUMS',
] as const;

export const DEFAULT_S3_REGION = 'us-east-1';

/** An http(s) URL without user name or password (a setting that names a server; the API's settings too). */
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export interface S3ConfigResult {
  /** null when S3 is not configured (no <P>BUCKET and no other <P> setting). */
  config: S3Config | null;
  /** One sentence per missing or wrong setting: a half-configured S3 is refused, not ignored. */
  problems: string[];
}

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv, prefix = 'S3_'): S3ConfigResult {
  const read = (name: (typeof S3_SETTINGS)[number]) => env[`${prefix}${name}`]?.trim() ?? '';
  const set = S3_SETTINGS.filter((name) => read(name) !== '');
  if (set.length === 0) return { config: null, problems: [] };
  const problems: string[] = [];
  const bucket = read('BUCKET');
  if (bucket === '')
    problems.push(`${prefix}BUCKET is not set, but ${set.map((name) => prefix + name).join(', ')} is: set the bucket or unset the rest`);
  const publicBaseUrl = read('PUBLIC_BASE_URL');
  if (publicBaseUrl === '')
    problems.push(`${prefix}PUBLIC_BASE_URL is not set (the URL the bucket's objects are public at, or a CDN in front of it)`);
  else if (!isHttpUrl(publicBaseUrl)) problems.push(`${prefix}PUBLIC_BASE_URL is not an http(s) URL: ${publicBaseUrl}`);
  const endpoint = read('ENDPOINT');
  if (endpoint !== '' && !isHttpUrl(endpoint)) problems.push(`${prefix}ENDPOINT is not an http(s) URL: ${endpoint}`);
  const accessKeyId = read('ACCESS_KEY_ID');
  const secretAccessKey = read('SECRET_ACCESS_KEY');
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    problems.push(
      `${prefix}ACCESS_KEY_ID and ${prefix}SECRET_ACCESS_KEY go together: set both, or neither to use the default credential chain`,
    );
  }
  const pathStyle = read('FORCE_PATH_STYLE').toLowerCase();
  if (pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`${prefix}FORCE_PATH_STYLE must be true or false: ${pathStyle}`);
  const checksums = read('CHECKSUMS').toLowerCase() || 'when_supported';
  if (checksums !== 'when_supported' && checksums !== 'when_required') {
    problems.push(`${prefix}CHECKSUMS must be when_supported or when_required: ${checksums}`);
  }
  if (problems.length > 0) return { config: null, problems };
  return {
    config: {
      bucket,
      region: read('REGION') || DEFAULT_S3_REGION,
      publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
      endpoint: endpoint || undefined,
      credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: pathStyle === '' ? endpoint !== '' : pathStyle === 'true',
      checksums: checksums as ChecksumMode,
    },
    problems: [],
  };
}

/** The environment variables that select a config (the test server hands these to child processes). */
export function s3ConfigToEnv(config: S3Config, prefix = 'S3_'): Record<string, string> {
  return {
    [`${prefix}BUCKET`]: config.bucket,
    [`${prefix}PUBLIC_BASE_URL`]: config.publicBaseUrl,
    [`${prefix}REGION`]: config.region,
    ...(config.endpoint ? { [`${prefix}ENDPOINT`]: config.endpoint } : {}),
    ...(config.credentials
      ? { [`${prefix}ACCESS_KEY_ID`]: config.credentials.accessKeyId, [`${prefix}SECRET_ACCESS_KEY`]: config.credentials.secretAccessKey }
      : {}),
    [`${prefix}FORCE_PATH_STYLE`]: String(config.forcePathStyle),
    [`${prefix}CHECKSUMS`]: config.checksums,
  };
}
