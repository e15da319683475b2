import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ContractFactory, JsonRpcProvider, Wallet, type InterfaceAbi } from 'ethers';
import ganache from 'ganache';

/*
 * A local EVM chain for the minting tests: ganache (npm, pure JS) listening on a loopback port,
 * so the adapter speaks JSON-RPC over HTTP as it does to a real node, with the ERC-721 of
 * contracts/TestTokens.sol compiled by solc-js and deployed by the tests.
 */

// solc-js ships no typings; compile() takes and answers Standard JSON as text.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- solc-js has no typings or ES module entry
const solc = require('solc') as { compile(input: string): string };

interface CompiledContract {
  abi: InterfaceAbi;
  bytecode: string;
}

/** contracts/TestTokens.sol compiled for the `paris` EVM (ganache 7 knows no later opcodes). */
function compileTestTokens(): CompiledContract {
  const source = readFileSync(join(__dirname, 'contracts', 'TestTokens.sol'), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'TestTokens.sol': { content: source } },
    settings: {
      evmVersion: 'paris',
      outputSelection: { '*': { TestTokens: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<
      string,
      Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>
    >;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const compiled = output.contracts['TestTokens.sol'].TestTokens;
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  /** Funded accounts' private keys (deterministic). */
  keys: string[];
  /** Deploys TestTokens from the account of `key`; answers its address. */
  deploy(key: string): Promise<string>;
  provider: JsonRpcProvider;
  stop(): Promise<void>;
}

export async function startLocalChain(chainId = 1337): Promise<LocalChain> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true, totalAccounts: 3 },
    chain: { chainId },
  });
  await server.listen(0, '127.0.0.1');
  const port = (server as unknown as { address(): AddressInfo }).address().port;
  const rpcUrl = `http://127.0.0.1:${port}`;
  const accounts = server.provider.getInitialAccounts();
  const keys = Object.values(accounts).map((a) => a.secretKey);
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true });
  const compiled = compileTestTokens();
  return {
    rpcUrl,
    chainId,
    keys,
    provider,
    async deploy(key) {
      const factory = new ContractFactory(
        compiled.abi,
        compiled.bytecode,
        new Wallet(key, provider),
      );
      const contract = await factory.deploy();
      await contract.waitForDeployment();
      return contract.getAddress();
    },
    async stop() {
      provider.destroy();
      await server.close();
    },
  };
}

export const TEST_TOKENS_ABI = [
  'function ownerOf(uint256) view returns (address)',
  'function tokenURI(uint256) view returns (string)',
  'function balanceOf(address) view returns (uint256)',
  'function minter() view returns (address)',
];
