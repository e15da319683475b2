import { fileKeyOf } from '../../../lib/storage/file-references';
import { FILES_PATH, type FileStorage } from '../../../lib/storage/storage';
import { storeOutput, type MediaOutput, type ProviderJob } from './provider';

/*
 * What every minting job stores, minted or simulated (docs/media-worker.md, "Providers"): output 1
 * is the token's metadata (the ERC-721 metadata JSON wallets and marketplaces read), output 2 the
 * receipt of the mint, which says whether anything was written to a chain.
 */

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * A platform file's URL as the world sees it: a permanent signed gateway link (absolute under
 * PUBLIC_BASE_URL). A token's metadata is written once and read for years by wallets that cannot
 * ask the platform for a fresh link, so the expiring links of FileStorage.url would break it; a
 * minted asset is public by nature, and the permanent link still opens only that one file.
 */
function publicUrl(storage: FileStorage, url: string): string {
  const key = url.startsWith(FILES_PATH) ? fileKeyOf(url) : null;
  return key ? storage.permanentUrl(key) : url;
}

/** The token's metadata from the job's `metadata` and `assetUrl`, in the ERC-721 metadata shape. */
function tokenMetadata(job: ProviderJob, storage: FileStorage): Record<string, unknown> {
  const p = job.params;
  const metadata = (p.metadata && typeof p.metadata === 'object' ? p.metadata : {}) as {
    name?: string;
    description?: string;
    attributes?: { traitType: string; value: string }[];
  };
  return {
    name: metadata.name,
    ...(metadata.description ? { description: metadata.description } : {}),
    image: publicUrl(storage, String(p.assetUrl)),
    attributes: (metadata.attributes ?? []).map((a) => ({
      trait_type: a.traitType,
      value: a.value,
    })),
  };
}

/**
 * Stores the metadata as output 1 and answers it with the token URI that points at it: its
 * permanent link when the platform's files have a public address (PUBLIC_BASE_URL), else the
 * metadata itself as a data URI, so that the token never points at an address only the platform
 * can resolve.
 */
export async function storeMetadata(
  storage: FileStorage,
  job: ProviderJob,
): Promise<{ output: MediaOutput; tokenUri: string }> {
  const data = json(tokenMetadata(job, storage));
  const output = await storeOutput(storage, job, 1, {
    data,
    contentType: 'application/json',
    extension: 'json',
  });
  const link = storage.permanentUrl(output.key);
  const tokenUri = /^https?:\/\//.test(link)
    ? link
    : `data:application/json;base64,${data.toString('base64')}`;
  return { output, tokenUri };
}

/** Stores the receipt as output 2. */
export function storeReceipt(
  storage: FileStorage,
  job: ProviderJob,
  receipt: Record<string, unknown>,
): Promise<MediaOutput> {
  return storeOutput(storage, job, 2, {
    data: json(receipt),
    contentType: 'application/json',
    extension: 'json',
  });
}
