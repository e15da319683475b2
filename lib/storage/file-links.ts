import { createHmac, timingSafeEqual } from 'node:crypto';
import { systemClock } from '../clock';
import { envInt, loadSecrets } from '../config';
import { checkKey, FILES_PATH } from './storage';

/** How long a download link works unless FILE_URL_TTL_SECONDS says otherwise: 15 minutes. */
const DEFAULT_FILE_URL_TTL_SECONDS = 900;

/** Seconds a signed download link works (FILE_URL_TTL_SECONDS, at least 1). */
function fileUrlTtlSeconds(): number {
  const ttl = envInt('FILE_URL_TTL_SECONDS', DEFAULT_FILE_URL_TTL_SECONDS);
  if (ttl < 1) throw new Error('FILE_URL_TTL_SECONDS must be at least 1');
  return ttl;
}

/**
 * The key that signs file links, derived from SUBGRAPH_SECRET: every process that hands out links
 * (the subgraphs, the media worker) and the gateway that checks them already share that secret,
 * and it is refused unset in production (lib/config.ts). The label keeps a link's signature
 * from ever being usable as anything signed with SUBGRAPH_SECRET itself.
 */
function fileLinkSecret(): string {
  return createHmac('sha256', loadSecrets().subgraphSecret)
    .update('lanes file download links v1')
    .digest('base64url');
}

export type LinkCheck = 'valid' | 'unsigned' | 'invalid' | 'expired';

/** A permanent link signs this word where a link that expires signs its unix time. */
const PERMANENT = 'permanent';

export interface FileLinkOptions {
  /** Defaults to fileLinkSecret(). */
  secret?: string;
  /** Prepended to `/files/<key>` (PUBLIC_BASE_URL); '' answers gateway-relative links. */
  baseUrl?: string;
  /** Defaults to fileUrlTtlSeconds(). */
  ttlSeconds?: number;
  /** Unix seconds now; tests move the clock. */
  now?: () => number;
}

/**
 * Gateway download links: `/files/<key>?expires=<unix>&signature=<HMAC-SHA256 of key and expires>`
 * (docs/api/README.md, "Files"). Whoever holds a link reads the file until it expires; a bare
 * `/files/<key>`, a changed key or expiry, or a link past its time is refused by the gateway.
 */
export class FileLinks {
  private readonly secret: string;
  readonly baseUrl: string;
  readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(options: FileLinkOptions = {}) {
    this.secret = options.secret ?? fileLinkSecret();
    this.baseUrl = options.baseUrl ?? '';
    this.ttlSeconds = options.ttlSeconds ?? fileUrlTtlSeconds();
    this.now = options.now ?? (() => Math.floor(systemClock.now().getTime() / 1000));
  }

  private signature(key: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  /** A link to `key` that works for `ttlSeconds`. */
  sign(key: string, ttlSeconds = this.ttlSeconds): string {
    const expires = String(this.now() + ttlSeconds);
    return `${this.baseUrl}${FILES_PATH}${checkKey(key)}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /**
   * A link that never expires, for files the world must read for good (a minted token's metadata
   * and image, docs/media-worker.md "Minting"): it is still refused for any other key.
   */
  permanent(key: string): string {
    return `${this.baseUrl}${FILES_PATH}${checkKey(key)}?signature=${this.signature(key, PERMANENT)}`;
  }

  /** Whether `query` (a link's search parameters) signs `key` and has not expired. Constant-time. */
  check(key: string, query: URLSearchParams): LinkCheck {
    const given = query.get('signature');
    if (!given) return 'unsigned';
    const expires = query.get('expires');
    if (expires !== null && !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(key, expires ?? PERMANENT));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
    return expires !== null && Number(expires) < this.now() ? 'expired' : 'valid';
  }
}
