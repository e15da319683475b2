import {
  Contract,
  JsonRpcProvider,
  Network,
  Wallet,
  type ContractTransactionResponse,
  type Log,
} from 'ethers';
import type { FileStorage } from '../../../lib/storage';
import { storeMetadata, storeReceipt } from './mint-metadata';
import type { Blockchain, ChainSettings, MintSettings } from './mint-settings';
import {
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';
import { callJson } from './remote-job';

const TRANSFER =
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)';
/** How long a sent transaction may take to be mined and confirmed. */
const RECEIPT_TIMEOUT_MS = 10 * 60_000;

/** A chain's error without what must not reach a log: RPC URLs carry node providers' keys. */
function plain(error: unknown): string {
  const e = error as {
    shortMessage?: string;
    reason?: string;
    message?: string;
    info?: { error?: { message?: unknown } };
  };
  // Nodes that answer a revert without its data (ganache) still say why in the RPC error's message.
  const node =
    !e.reason && typeof e.info?.error?.message === 'string' ? `(${e.info.error.message})` : '';
  const text = [e.shortMessage ?? e.message ?? String(error), e.reason ? `(${e.reason})` : node]
    .filter(Boolean)
    .join(' ');
  return text.replace(/https?:\/\/\S+/g, '<rpc>').slice(0, 300);
}

/**
 * Mints through an EVM JSON-RPC endpoint with ethers (docs/media-worker.md, "Providers"): the
 * account of MEDIA_MINT_PRIVATE_KEY calls the configured ERC-721 contract's mint function
 * (MEDIA_MINT_FUNCTION, e.g. `safeMint(address,string)`) with itself as the recipient and the
 * token URI of the stored metadata, waits for MEDIA_MINT_CONFIRMATIONS blocks, and reads the token
 * id from the contract's Transfer event. A cancel before the transaction is sent stops it; one
 * after cannot take it back (the chain has it), so the job is cancelled and refunded while the
 * token exists. Transactions of one process are sent one at a time, so their nonces never collide.
 */
export class EvmMintProvider implements MediaProvider {
  readonly name = 'evm';
  private readonly providers = new Map<Blockchain, Promise<JsonRpcProvider>>();
  private sending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: FileStorage,
    private readonly settings: MintSettings,
  ) {}

  supports(jobType: string): boolean {
    return jobType === 'asset-minting';
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    const blockchain = job.params.blockchain as Blockchain;
    const chain = this.settings.chains[blockchain];
    if (!chain) throw new Error(`${blockchain} is not configured for minting`);
    const { output, tokenUri } = await storeMetadata(this.storage, job);
    await onProgress(20);
    try {
      const rpc = await this.rpc(blockchain, chain);
      const wallet = new Wallet(this.settings.privateKey!, rpc);
      const contract = new Contract(
        chain.contract,
        [`function ${this.settings.mintFunction} returns (uint256)`, TRANSFER],
        wallet,
      );
      const mint = contract.getFunction(this.settings.mintFunction);
      const send = this.sending.then(() => {
        // The last moment a cancel or the time limit can keep the token from being minted.
        throwIfAborted(signal);
        return mint(wallet.address, tokenUri) as Promise<ContractTransactionResponse>;
      });
      this.sending = send.catch(() => undefined);
      const tx = await send;
      await onProgress(50);
      const receipt = await tx.wait(this.settings.confirmations, RECEIPT_TIMEOUT_MS);
      if (!receipt) throw new Error('the transaction has no receipt');
      const transfer = receipt.logs
        .filter((log: Log) => log.address.toLowerCase() === chain.contract.toLowerCase())
        .map((log: Log) => contract.interface.parseLog(log))
        .find((parsed) => parsed?.name === 'Transfer' && BigInt(parsed.args.from) === 0n);
      if (!transfer)
        throw new Error(
          `the transaction ${receipt.hash} minted no token (no Transfer from the zero address)`,
        );
      await onProgress(90);
      const network = await rpc.getNetwork();
      return [
        output,
        await storeReceipt(this.storage, job, {
          simulated: false,
          blockchain,
          chainId: Number(network.chainId),
          contract: chain.contract,
          tokenId: (transfer.args.tokenId as bigint).toString(),
          owner: transfer.args.to,
          transactionHash: receipt.hash,
          blockNumber: receipt.blockNumber,
          tokenUri,
        }),
      ];
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new Error(`minting on ${blockchain} failed: ${plain(error)}`);
    }
  }

  /**
   * One provider per chain, on the network its endpoint reports once (eth_chainId). Given the
   * network, ethers never polls for it: an endpoint that is down fails the job's call, instead of
   * leaving ethers retrying and logging in the background.
   */
  private rpc(blockchain: Blockchain, chain: ChainSettings): Promise<JsonRpcProvider> {
    let provider = this.providers.get(blockchain);
    if (!provider) {
      provider = (async () => {
        const answer = await callJson(
          'POST',
          chain.rpcUrl,
          {},
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        );
        const id = (answer.body as { result?: unknown } | null)?.result;
        if (answer.status !== 200 || typeof id !== 'string')
          throw new Error(
            `the ${blockchain} endpoint did not answer eth_chainId (HTTP ${answer.status})`,
          );
        const network = Network.from(BigInt(id));
        return new JsonRpcProvider(chain.rpcUrl, network, {
          staticNetwork: network,
          pollingInterval: 1000,
        });
      })();
      // A failure is not kept: the next job asks the endpoint again.
      provider.catch(() => this.providers.delete(blockchain));
      this.providers.set(blockchain, provider);
    }
    return provider;
  }
}
