import type { PromptText } from '../../../lib/moderation/prompt-moderator';
import type { InputCheck } from '../../../lib/validation';
import {
  choice,
  compact,
  text,
  url,
  type JobDraft,
  type Nullable,
  type Reference,
} from '../jobs/input-fields';

/*
 * Input checks of social variants and asset minting (docs/api/media.md, "Bodies"). Where the
 * interface leaves values out, the lists here decide (docs/media.md, "Identifiers").
 */

/** Social platforms of social variants. */
const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'x', 'linkedin'] as const;
/** Chains an asset can be minted on; the second is the default (docs/media.md). */
export const BLOCKCHAINS = ['ethereum', 'polygon'] as const;
const DEFAULT_BLOCKCHAIN = BLOCKCHAINS[1];

const MAX_ATTRIBUTES = 50;

export interface CreateSocialVariantsInput {
  sourceUrl?: Nullable<string>;
  platforms?: Nullable<Nullable<string>[]>;
  includeText?: Nullable<boolean>;
}

interface MintAttributeInput {
  traitType?: Nullable<string>;
  value?: Nullable<string>;
}

interface MintMetadataInput {
  name?: Nullable<string>;
  description?: Nullable<string>;
  attributes?: Nullable<Nullable<MintAttributeInput>[]>;
}

export interface MintAssetInput {
  assetUrl?: Nullable<string>;
  blockchain?: Nullable<string>;
  metadata?: Nullable<MintMetadataInput>;
}

function checkPlatforms(check: InputCheck, platforms: Nullable<Nullable<string>[]>): string[] {
  if (platforms == null) {
    check.problem('platforms', 'is required');
    return [];
  }
  if (platforms.length < 1 || platforms.length > SOCIAL_PLATFORMS.length) {
    check.problem('platforms', `must list 1 to ${SOCIAL_PLATFORMS.length} platforms`);
  }
  platforms.forEach((platform, index) => {
    if (platform == null) check.problem(`platforms.${index}`, 'is required');
    else choice(check, `platforms.${index}`, platform, SOCIAL_PLATFORMS);
    const first = platforms.indexOf(platform);
    if (platform != null && first < index)
      check.problem(`platforms.${index}`, `repeats platforms.${first}`);
  });
  return platforms.filter((platform): platform is string => platform != null);
}

export function checkCreateSocialVariants(
  check: InputCheck,
  input: CreateSocialVariantsInput,
): JobDraft {
  const params = compact({
    sourceUrl: url(check, 'sourceUrl', input.sourceUrl, true),
    platforms: checkPlatforms(check, input.platforms),
    includeText: input.includeText ?? false,
  });
  return { type: 'social-variants', params, provider: null, prompts: [], references: [] };
}

function checkMetadata(
  check: InputCheck,
  metadata: Nullable<MintMetadataInput>,
): Record<string, unknown> | null {
  if (metadata == null) {
    check.problem('metadata', 'is required');
    return null;
  }
  const attributes = metadata.attributes ?? [];
  if (attributes.length > MAX_ATTRIBUTES)
    check.problem('metadata.attributes', `must list at most ${MAX_ATTRIBUTES} attributes`);
  return compact({
    name: text(check, 'metadata.name', metadata.name, { required: true, max: 200 }),
    description: text(check, 'metadata.description', metadata.description, { max: 2000 }),
    attributes: attributes.map((attribute, index) => ({
      traitType: text(check, `metadata.attributes.${index}.traitType`, attribute?.traitType, {
        required: true,
        max: 100,
      }),
      value: text(check, `metadata.attributes.${index}.value`, attribute?.value, {
        required: true,
        max: 500,
      }),
    })),
  });
}

/** The token's words, published with it for good: moderated like a prompt. */
function metadataTexts(metadata: Record<string, unknown> | null): PromptText[] {
  if (!metadata) return [];
  const texts: PromptText[] = [];
  for (const field of ['name', 'description'])
    if (typeof metadata[field] === 'string')
      texts.push({ field: `metadata.${field}`, text: metadata[field] as string });
  (metadata.attributes as { value?: unknown }[] | undefined)?.forEach((attribute, index) => {
    if (typeof attribute.value === 'string')
      texts.push({ field: `metadata.attributes.${index}.value`, text: attribute.value });
  });
  return texts;
}

/** The asset must be an output of a completed job of the tenant; the chain defaults to the second. */
export function checkMintAsset(check: InputCheck, input: MintAssetInput): JobDraft {
  const references: Reference[] = [];
  const assetUrl = url(check, 'assetUrl', input.assetUrl, true);
  if (assetUrl) references.push({ field: 'assetUrl', kind: 'output', url: assetUrl });
  const metadata = checkMetadata(check, input.metadata);
  const params = compact({
    assetUrl,
    blockchain: choice(check, 'blockchain', input.blockchain, BLOCKCHAINS, DEFAULT_BLOCKCHAIN),
    metadata,
  });
  return {
    type: 'asset-minting',
    params,
    provider: null,
    prompts: metadataTexts(metadata),
    references,
  };
}
