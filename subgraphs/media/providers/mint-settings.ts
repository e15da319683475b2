import { BLOCKCHAINS } from '../publishing/publishing-input';

type Env = Record<string, string | undefined>;

export type Blockchain = (typeof BLOCKCHAINS)[number];

/** Where one blockchain's tokens are minted: an EVM JSON-RPC endpoint and an ERC-721 contract on it. */
export interface ChainSettings {
  /** May carry the node provider's API key in its path: never logged. */
  rpcUrl: string;
  contract: string;
}

export interface MintSettings {
  /** The chains configured; a chain missing here is not minted on. With none, minting is a simulation. */
  chains: Partial<Record<Blockchain, ChainSettings>>;
  /** Secret: the key of the account that sends the mint transactions (and holds the tokens). Never logged. */
  privateKey?: string;
  /** The contract's mint function, taking the recipient and the token URI and answering the token id. */
  mintFunction: string;
  /** Blocks to wait for after the one that holds the transaction. */
  confirmations: number;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/;
/** A Solidity signature of two parameters, the recipient and the URI: `safeMint(address,string)`. */
const MINT_FUNCTION = /^[A-Za-z_][A-Za-z0-9_]*\(address,string\)$/;

/**
 * Minting settings from the environment (docs/media-worker.md, "Providers"): per blockchain
 * `MEDIA_MINT_<CHAIN>_RPC_URL` and `MEDIA_MINT_<CHAIN>_CONTRACT`, one `MEDIA_MINT_PRIVATE_KEY`,
 * `MEDIA_MINT_FUNCTION` (default `safeMint(address,string)`, the OpenZeppelin wizard's) and
 * `MEDIA_MINT_CONFIRMATIONS` (default 1). A half-configured chain, or a chain without the key,
 * stops the start naming the setting: nothing is simulated by mistake.
 */
export function mintSettingsFromEnv(env: Env): MintSettings {
  const chains: MintSettings['chains'] = {};
  for (const chain of BLOCKCHAINS) {
    const prefix = `MEDIA_MINT_${chain.toUpperCase()}`;
    const rpcUrl = env[`${prefix}_RPC_URL`]?.trim();
    const contract = env[`${prefix}_CONTRACT`]?.trim();
    if (!rpcUrl && !contract) continue;
    if (!rpcUrl || !/^https?:\/\//.test(rpcUrl))
      throw new Error(
        `${prefix}_RPC_URL must be the http(s) URL of an EVM JSON-RPC endpoint (${prefix}_CONTRACT is set)`,
      );
    if (!contract || !ADDRESS.test(contract))
      throw new Error(
        `${prefix}_CONTRACT must be the 0x address of the ERC-721 contract (${prefix}_RPC_URL is set)`,
      );
    chains[chain] = { rpcUrl, contract };
  }
  const privateKey = env.MEDIA_MINT_PRIVATE_KEY?.trim() || undefined;
  if (Object.keys(chains).length > 0 && (!privateKey || !PRIVATE_KEY.test(privateKey))) {
    throw new Error(
      'MEDIA_MINT_PRIVATE_KEY must be the 32-byte hex key of the minting account when a chain is configured',
    );
  }
  const mintFunction = env.MEDIA_MINT_FUNCTION?.replace(/\s+/g, '') || 'safeMint(address,string)';
  if (!MINT_FUNCTION.test(mintFunction))
    throw new Error(
      'MEDIA_MINT_FUNCTION must be a function of (address,string), e.g. safeMint(address,string)',
    );
  const rawConfirmations = env.MEDIA_MINT_CONFIRMATIONS?.trim();
  const confirmations = rawConfirmations ? Number(rawConfirmations) : 1;
  if (!Number.isInteger(confirmations) || confirmations < 1 || confirmations > 64)
    throw new Error('MEDIA_MINT_CONFIRMATIONS must be 1 to 64');
  return { chains, privateKey, mintFunction, confirmations };
}
