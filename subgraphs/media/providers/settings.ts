import { IMAGE_PROVIDERS } from '../images/image-input';
import { JOB_TYPES } from '../jobs/job-types';
import { VIDEO_PROVIDERS } from '../video/video-input';
import { mintSettingsFromEnv, type MintSettings } from './mint-settings';

type Env = Record<string, string | undefined>;

/** The adapters a route can run on (the local provider is never a route: it is no substitute for a named provider). */
type RemoteAdapter = 'http' | 'openai' | 'replicate' | 'fal';
const REMOTE_ADAPTERS: readonly RemoteAdapter[] = ['http', 'openai', 'replicate', 'fal'];

/** Job types each adapter can take (http: whatever its service does; replicate and fal: the types providers/remote-input.ts maps). */
const ADAPTER_TYPES: Record<RemoteAdapter, readonly string[]> = {
  http: JOB_TYPES,
  openai: ['image-generation', 'text-to-speech'],
  replicate: [
    'image-generation',
    'image-transformation',
    'background-removal',
    'image-upscale',
    'video-generation',
    'text-to-speech',
    'music-generation',
  ],
  fal: [
    'image-generation',
    'image-transformation',
    'background-removal',
    'image-upscale',
    'video-generation',
    'text-to-speech',
    'music-generation',
  ],
};

/** One way to serve a provider name: an adapter, the adapter's model, fixed inputs and the job types it takes. */
export interface Route {
  /** The MEDIA_PROVIDER_MAP key (`dall-e`, or a name of the operator's own): what a job records as its provider. */
  name: string;
  adapter: RemoteAdapter;
  /** Replicate `owner/name` or `owner/name:version`; fal endpoint id; openai: an AI_MODELS id. */
  model?: string;
  /** Fixed model inputs merged over the ones made from the job (Replicate and fal). */
  input: Record<string, unknown>;
  types: string[];
}

/** An entry of MEDIA_PROVIDERS: an adapter with its own defaults, or the routes of a map name. */
type OrderEntry = { adapter: 'local' | 'http' | 'openai' } | { routes: Route[] };

interface HttpSettings {
  url: string;
  token?: string;
  name: string;
  types?: string[];
  timeoutMs?: number;
}

export interface RemoteSettings {
  /** Secret: sent to the service only (REPLICATE_API_TOKEN, FAL_KEY), never logged. */
  token: string;
  baseUrl: string;
  pollMs: number;
}

/** Everything the media providers are configured with (docs/media-worker.md, "Providers"). */
export interface MediaProviderSettings {
  order: OrderEntry[];
  /** Provider names a job may ask for, each with its routes in the order they are tried. */
  named: Map<string, Route[]>;
  http?: HttpSettings;
  replicate?: RemoteSettings;
  fal?: RemoteSettings;
  mint: MintSettings;
}

const list = (value: string | undefined): string[] | undefined => {
  const items = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
};

function positive(env: Env, variable: string, fallback: number | undefined): number | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${variable} must be a positive whole number`);
  return value;
}

function remote(
  env: Env,
  tokenVariable: string,
  urlVariable: string,
  pollVariable: string,
  defaultUrl: string,
): RemoteSettings | undefined {
  const token = env[tokenVariable]?.trim();
  if (!token) return undefined;
  const baseUrl = (env[urlVariable]?.trim() || defaultUrl).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`${urlVariable} must be an http(s) URL`);
  return { token, baseUrl, pollMs: positive(env, pollVariable, 1000)! };
}

/** The job types a documented provider name serves when its entry does not list them. */
function defaultTypes(name: string): string[] | undefined {
  if ((IMAGE_PROVIDERS as readonly string[]).includes(name)) return ['image-generation'];
  if ((VIDEO_PROVIDERS as readonly string[]).includes(name)) return ['video-generation'];
  return undefined;
}

/** One route of a MEDIA_PROVIDER_MAP entry: `"adapter"`, `"adapter:model"` or `{ adapter, model?, input?, types? }`. */
function parseRoute(
  name: string,
  raw: unknown,
  settings: Omit<MediaProviderSettings, 'order' | 'named'>,
): Route {
  const where = `MEDIA_PROVIDER_MAP entry ${name}`;
  let entry: Record<string, unknown>;
  if (typeof raw === 'string') {
    const at = raw.indexOf(':');
    entry = at < 0 ? { adapter: raw } : { adapter: raw.slice(0, at), model: raw.slice(at + 1) };
  } else if (raw && typeof raw === 'object' && !Array.isArray(raw))
    entry = raw as Record<string, unknown>;
  else
    throw new Error(
      `${where}: a route is "adapter", "adapter:model" or { adapter, model, input, types }`,
    );
  const adapter = entry.adapter as RemoteAdapter;
  if (!REMOTE_ADAPTERS.includes(adapter))
    throw new Error(
      `${where}: adapter must be one of ${REMOTE_ADAPTERS.join(', ')} (the local provider serves only jobs that name no provider)`,
    );
  if (adapter === 'http' && !settings.http)
    throw new Error(`${where} uses http, so MEDIA_HTTP_PROVIDER_URL must be set`);
  if (adapter === 'replicate' && !settings.replicate)
    throw new Error(`${where} uses replicate, so REPLICATE_API_TOKEN must be set`);
  if (adapter === 'fal' && !settings.fal)
    throw new Error(`${where} uses fal, so FAL_KEY must be set`);
  const model =
    typeof entry.model === 'string' && entry.model.trim() ? entry.model.trim() : undefined;
  if ((adapter === 'replicate' || adapter === 'fal') && !model)
    throw new Error(`${where}: ${adapter} needs a model`);
  if (adapter === 'replicate' && !/^[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/.test(model!))
    throw new Error(`${where}: a Replicate model is owner/name or owner/name:<64 hex version>`);
  if (adapter === 'fal' && !/^[\w.-]+(\/[\w.-]+)+$/.test(model!))
    throw new Error(`${where}: a fal model is an endpoint id such as fal-ai/flux/schnell`);
  if (
    entry.input !== undefined &&
    (!entry.input || typeof entry.input !== 'object' || Array.isArray(entry.input))
  )
    throw new Error(`${where}: input must be an object`);
  const types = entry.types ?? defaultTypes(name);
  if (!Array.isArray(types) || types.length === 0)
    throw new Error(
      `${where}: types must list the job types it serves (only documented provider names have a default)`,
    );
  for (const type of types) {
    if (!ADAPTER_TYPES[adapter].includes(type))
      throw new Error(
        `${where}: ${adapter} cannot make ${String(type)} (it makes ${ADAPTER_TYPES[adapter].join(', ')})`,
      );
  }
  return {
    name,
    adapter,
    model,
    input: (entry.input as Record<string, unknown>) ?? {},
    types: types as string[],
  };
}

function parseMap(
  text: string | undefined,
  settings: Omit<MediaProviderSettings, 'order' | 'named'>,
): Map<string, Route[]> {
  const named = new Map<string, Route[]>();
  if (!text?.trim()) return named;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw new Error('MEDIA_PROVIDER_MAP must be a JSON object of provider names');
  }
  if (!map || typeof map !== 'object' || Array.isArray(map))
    throw new Error('MEDIA_PROVIDER_MAP must be a JSON object of provider names');
  for (const [name, value] of Object.entries(map)) {
    if (!/^[a-z0-9][a-z0-9-]{0,49}$/.test(name) || ['local', ...REMOTE_ADAPTERS].includes(name))
      throw new Error(
        `MEDIA_PROVIDER_MAP: "${name}" must be a lower-case name other than an adapter's`,
      );
    const routes = (Array.isArray(value) ? value : [value]).map((raw) =>
      parseRoute(name, raw, settings),
    );
    if (routes.length === 0) throw new Error(`MEDIA_PROVIDER_MAP entry ${name} has no route`);
    named.set(name, routes);
  }
  return named;
}

/**
 * The media providers of the environment, checked: a mistake stops the start of the media
 * service and of every worker, naming the setting. MEDIA_PROVIDERS (default `local`) orders what
 * jobs that name no provider try: the adapters `local`, `http`, `openai`, or names of
 * MEDIA_PROVIDER_MAP. MEDIA_PROVIDER_MAP gives each provider name (the documented `dall-e`, ...,
 * `sora`, or the operator's own) its routes; a name not in it is not configured, and a job
 * asking for it is refused at creation (providers/catalogue.ts).
 */
export function mediaProviderSettings(env: Env = process.env): MediaProviderSettings {
  const httpName = env.MEDIA_HTTP_PROVIDER_NAME?.trim() || 'http';
  const http = env.MEDIA_HTTP_PROVIDER_URL
    ? {
        url: env.MEDIA_HTTP_PROVIDER_URL,
        token: env.MEDIA_HTTP_PROVIDER_TOKEN,
        name: httpName,
        types: list(env.MEDIA_HTTP_PROVIDER_TYPES),
        timeoutMs: positive(env, 'MEDIA_HTTP_PROVIDER_TIMEOUT_MS', undefined),
      }
    : undefined;
  const connections = {
    http,
    replicate: remote(
      env,
      'REPLICATE_API_TOKEN',
      'MEDIA_REPLICATE_URL',
      'MEDIA_REPLICATE_POLL_MS',
      'https://api.replicate.com/v1',
    ),
    fal: remote(env, 'FAL_KEY', 'MEDIA_FAL_URL', 'MEDIA_FAL_POLL_MS', 'https://queue.fal.run'),
    mint: mintSettingsFromEnv(env),
  };
  const named = parseMap(env.MEDIA_PROVIDER_MAP, connections);
  const order = (list(env.MEDIA_PROVIDERS) ?? ['local']).map((name): OrderEntry => {
    if (name === 'local' || name === 'openai') return { adapter: name };
    if (name === httpName) {
      if (!http)
        throw new Error(`MEDIA_PROVIDERS names ${name}, so MEDIA_HTTP_PROVIDER_URL must be set`);
      return { adapter: 'http' };
    }
    const routes = named.get(name);
    if (!routes)
      throw new Error(
        `MEDIA_PROVIDERS: unknown provider "${name}" (known: local, openai, ${httpName}, or a name of MEDIA_PROVIDER_MAP)`,
      );
    return { routes };
  });
  return { ...connections, order, named };
}
