import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import {
  listingForChange,
  ownedOpenListing,
  parentListing,
  visibleChild,
} from '../listings/child-access';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import {
  checkCreateAiAsset,
  checkUpdateAiAsset,
  type CreateAiAssetInput,
  type UpdateAiAssetInput,
} from './ai-asset-input';
import {
  deleteAiAsset as removeAiAsset,
  findAiAsset,
  insertAiAsset,
  searchAiAssets,
  updateAiAsset as writeAiAsset,
  type AiAssetKind,
  type AiAssetRow,
} from './ai-asset-store';

export interface AiAssetListArgs extends PageRequest {
  listingId?: string | null;
  kind?: AiAssetKind | null;
  sellerId?: string | null;
}

export async function getAiAsset(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<AiAssetRow> {
  assertUuid(id);
  return visibleChild(
    deps,
    actor,
    await findAiAsset(deps.prisma, actor.tenantId, id),
    'AI asset',
    id,
  );
}

/** Newest first, over the listings the caller can see (one listing's when `listingId` is given). */
export async function listAiAssets(
  deps: MarketplaceDeps,
  actor: Actor,
  args: AiAssetListArgs,
): Promise<Connection<AiAssetRow>> {
  if (args.sellerId != null) assertUuid(args.sellerId, 'sellerId');
  const page = creationPage(args, 'DESC');
  if (args.listingId) await parentListing(deps, actor, args.listingId);
  const rows = await searchAiAssets(
    deps.prisma,
    {
      tenantId: actor.tenantId,
      visibleTo: seesWholeTenant(actor) ? null : actor.id,
      listingId: args.listingId ?? undefined,
      kind: args.kind ?? undefined,
      sellerId: args.sellerId ?? undefined,
    },
    page,
  );
  return creationConnection(rows, page);
}

/** Only on a cortex-lane listing of the caller; every problem of the input is reported at once. */
export async function createAiAsset(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateAiAssetInput,
): Promise<AiAssetRow> {
  const check = new InputCheck();
  const values = checkCreateAiAsset(check, input);
  const listing = await listingForChange(deps, actor, input.listingId, 'cortex', check);
  return insertAiAsset(deps.prisma, {
    ...values,
    tenantId: actor.tenantId,
    listingId: listing.id,
    sellerId: listing.sellerId,
  });
}

export async function updateAiAsset(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: UpdateAiAssetInput,
): Promise<AiAssetRow> {
  const asset = await getAiAsset(deps, actor, id);
  await ownedOpenListing(deps, actor, asset.listingId);
  const changes = checkUpdateAiAsset(input);
  // An empty PATCH changes nothing, so it must not move updatedAt either.
  if (Object.keys(changes).length === 0) return asset;
  const updated = await writeAiAsset(deps.prisma, actor.tenantId, asset.id, changes);
  if (!updated) throw new NotFoundError('AI asset', id);
  return updated;
}

export async function deleteAiAsset(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  const asset = await getAiAsset(deps, actor, id);
  await ownedOpenListing(deps, actor, asset.listingId);
  if (!(await removeAiAsset(deps.prisma, actor.tenantId, asset.id)))
    throw new NotFoundError('AI asset', id);
  return true;
}
