import { envInt } from '../../lib/config';

/**
 * The REST APIs whose v1 has a successor (docs/api/README.md, "Versioning"): each v1 answer
 * carries `Deprecation` (RFC 9745: since the successor's release), `Sunset` (RFC 8594:
 * API_SUNSET_AFTER_DAYS after that release, 365 by default) and a `Link` to the same path under
 * the successor (`rel="successor-version"`), and the OpenAPI document marks its operations
 * deprecated. An API's entry is added the day its v2 is served.
 */
export interface SucceededVersion {
  /** The API's name in the docs' migration tables. */
  api: string;
  /** The base path of the version that is deprecated, and of its successor. */
  deprecated: string;
  successor: string;
  /** The successor's minor version (`meta.api_version` of its answers). */
  version: string;
  /** The day the successor was released (UTC), as docs/api/README.md lists it. */
  released: string;
}

const SUCCEEDED_VERSIONS: readonly SucceededVersion[] = [
  {
    api: 'Bookings',
    deprecated: '/booking/v1',
    successor: '/booking/v2',
    version: '2.0',
    released: '2026-11-26',
  },
  {
    api: 'Events',
    deprecated: '/events/v1',
    successor: '/events/v2',
    version: '2.1',
    released: '2026-12-03',
  },
  {
    api: 'Authentication',
    deprecated: '/auth/v1',
    successor: '/auth/v2',
    version: '2.5',
    released: '2026-12-04',
  },
  {
    api: 'Notifications',
    deprecated: '/notifications/v1',
    successor: '/notifications/v2',
    version: '2.0',
    released: '2026-12-04',
  },
  {
    api: 'Search',
    deprecated: '/search/v1',
    successor: '/search/v2',
    version: '2.4',
    released: '2026-12-08',
  },
];

const DAY_MS = 24 * 60 * 60_000;

/** The entry whose deprecated base path `path` is under, if any. */
export function succeededVersionOf(path: string): SucceededVersion | undefined {
  return SUCCEEDED_VERSIONS.find(
    (v) => path === v.deprecated || path.startsWith(`${v.deprecated}/`),
  );
}

/** How many days after a successor's release its predecessor may stop answering (API_SUNSET_AFTER_DAYS). */
export function sunsetAfterDays(): number {
  const days = envInt('API_SUNSET_AFTER_DAYS', 365);
  if (days < 1) throw new Error('API_SUNSET_AFTER_DAYS must be at least 1');
  return days;
}

/**
 * The headers of an answer on `path` (the request's own, parameters filled in), or none when its
 * API has no successor. The successor link keeps the rest of the path: a v2 serves v1's resources
 * under the same names.
 */
export function deprecationHeaders(path: string, days: number): Record<string, string> {
  const version = succeededVersionOf(path);
  if (!version) return {};
  const released = Date.parse(`${version.released}T00:00:00Z`);
  const successorPath = `${version.successor}${path.slice(version.deprecated.length)}`;
  return {
    deprecation: `@${Math.floor(released / 1000)}`,
    sunset: new Date(released + days * DAY_MS).toUTCString(),
    link: `<${successorPath}>; rel="successor-version"`,
  };
}
