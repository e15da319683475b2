import type { FileStorage } from '../../../lib/storage';
import { storeMetadata, storeReceipt } from './mint-metadata';
import {
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';

/**
 * Minting with no chain configured: the job completes with the token's metadata and a receipt
 * that says, in so many words, that nothing was written to a chain. It invents no token id and
 * no transaction hash, and the job's provider reads `simulation`.
 */
export class SimulatedMintProvider implements MediaProvider {
  readonly name = 'simulation';

  constructor(private readonly storage: FileStorage) {}

  supports(jobType: string): boolean {
    return jobType === 'asset-minting';
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    throwIfAborted(signal);
    const blockchain = String(job.params.blockchain);
    const { output, tokenUri } = await storeMetadata(this.storage, job);
    await onProgress(50);
    const receipt = await storeReceipt(this.storage, job, {
      simulated: true,
      notice: `Simulation: no chain is configured on this platform, so nothing was minted on ${blockchain}; there is no token and no transaction. An operator sets MEDIA_MINT_${blockchain.toUpperCase()}_RPC_URL, MEDIA_MINT_${blockchain.toUpperCase()}_CONTRACT and MEDIA_MINT_PRIVATE_KEY to mint.`,
      blockchain,
      tokenId: null,
      transactionHash: null,
      tokenUri,
    });
    await onProgress(100);
    return [output, receipt];
  }
}
