import { Contract } from 'ethers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { waitFor } from '../../../test/wait';
import { providerChain } from '../providers';
import { mediaProviderSettings, type MediaProviderSettings } from '../providers/settings';
import type { MediaWorker } from '../worker';
import { insertJob } from './helpers';
import { startLocalChain, TEST_TOKENS_ABI, type LocalChain } from './local-chain';
import {
  balance,
  download,
  expectLedgerConsistent,
  fundedUser,
  isFinal,
  ledgerOfJob,
  testWorker,
  waitForJob,
} from './worker-helpers';

// Minting through the EVM adapter (providers/mint-evm.ts), end to end: a job created over REST,
// run by a worker that sends the mint transaction to an ERC-721 deployed on a local ganache chain.

// A mint is a transaction on the local chain and a worker run: slow when the machine is loaded.
jest.setTimeout(90_000);

let chain: LocalChain;
let contract: string;
let settings: MediaProviderSettings;
let worker: MediaWorker;
const logged: string[] = [];
const record = (message: string) => void logged.push(message);

const mintEnv = (address: string, key: string) => ({
  MEDIA_MINT_POLYGON_RPC_URL: chain.rpcUrl,
  MEDIA_MINT_POLYGON_CONTRACT: address,
  MEDIA_MINT_PRIVATE_KEY: key,
});
const startWorker = (settings: MediaProviderSettings) =>
  testWorker(p, { chain: providerChain(p.storage, settings, {}, record), log: record });

const {
  p,
  t: tenant,
  beforeStop,
} = platformFixture(async () => {
  chain = await startLocalChain();
  contract = await chain.deploy(chain.keys[0]);
  settings = mediaProviderSettings(mintEnv(contract, chain.keys[0]));
  return { media: { providers: settings } };
});
beforeAll(async () => {
  worker = startWorker(settings);
}, 90_000);
beforeStop(() => worker?.stop());
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => expectLedgerConsistent(p, tenant.tenantId));

/** A completed job's output the user may mint, and the mint job created over REST. */
async function mint(user: Session, blockchain: string) {
  const url = `/files/media/outputs/${Math.random().toString(36).slice(2)}.png`;
  await insertJob(p, tenant, user.userId, {
    status: 'completed',
    outputs: [{ url, width: 512, height: 512 }],
  });
  const body = {
    assetUrl: url,
    blockchain,
    metadata: {
      name: 'Lighthouse #7',
      description: 'At dusk',
      attributes: [{ traitType: 'Edition', value: '7' }],
    },
  };
  return { url, res: await p.rest('POST', '/media/v1/assets/mint', { token: user.token, body }) };
}

/** The user's balance once the job's credits are settled (a release reaches identity just after the job reads failed). */
const balanceBecomes = (user: Session, expected: number) =>
  waitFor(
    async () => (await balance(p, user)) === expected,
    5000,
    () => `balance never became ${expected}`,
  );

describe('minting on a configured chain', () => {
  it("mints the token to the platform account and records the chain's receipt", async () => {
    const user = await fundedUser(p, tenant, 500);
    const { url, res } = await mint(user, 'polygon');
    expect(res.status).toBe(202);
    const job = await waitForJob(p, user, res.body.data.jobId, isFinal, 60_000);
    expect(job).toMatchObject({ status: 'completed', provider: 'evm', creditsCharged: 20 });
    const [metadataFile, receiptFile] = await Promise.all(
      job.outputs.map((o: { url: string }) => download(p, o.url)),
    );
    const metadata = JSON.parse(metadataFile.data.toString());
    // A token is read for years: its image is the asset's permanent signed link, not one that expires.
    expect(metadata).toEqual({
      name: 'Lighthouse #7',
      description: 'At dusk',
      image: p.storage.permanentUrl(url.slice('/files/'.length)),
      attributes: [{ trait_type: 'Edition', value: '7' }],
    });
    const receipt = JSON.parse(receiptFile.data.toString());
    const minter = (await chain.provider.getSigner(0)).address;
    expect(receipt).toMatchObject({
      simulated: false,
      blockchain: 'polygon',
      chainId: 1337,
      contract,
      tokenId: '1',
      owner: minter,
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });

    // What the chain itself says: the transaction, the owner and the token URI (the metadata, inline).
    const tx = await chain.provider.getTransactionReceipt(receipt.transactionHash);
    expect(tx).toMatchObject({
      status: 1,
      to: contract,
      from: minter,
      blockNumber: receipt.blockNumber,
    });
    const tokens = new Contract(contract, TEST_TOKENS_ABI, chain.provider);
    expect(await tokens.ownerOf(1n)).toBe(minter);
    const uri: string = await tokens.tokenURI(1n);
    expect(uri).toBe(receipt.tokenUri);
    expect(
      JSON.parse(
        Buffer.from(uri.replace(/^data:application\/json;base64,/, ''), 'base64').toString(),
      ),
    ).toEqual(metadata);

    // A second job gets the next token: transactions of one worker never reuse a nonce.
    const second = await Promise.all([mint(user, 'polygon'), mint(user, 'polygon')]);
    const done = await Promise.all(
      second.map(({ res: r }) => waitForJob(p, user, r.body.data.jobId, isFinal, 60_000)),
    );
    // Each finished as it should, or the answer says how it ended.
    expect(done.map((j) => [j.status, j.error])).toEqual([
      ['completed', null],
      ['completed', null],
    ]);
    const ids = await Promise.all(
      done.map(
        async (j) => JSON.parse((await download(p, j.outputs[1].url)).data.toString()).tokenId,
      ),
    );
    expect(ids.sort()).toEqual(['2', '3']);
    expect(await tokens.balanceOf(minter)).toBe(3n);
  });

  it('refuses a chain the platform does not mint on with a 400 naming it', async () => {
    const user = await fundedUser(p, tenant, 500);
    const { res } = await mint(user, 'ethereum');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          field: 'blockchain',
          problem: 'ethereum is not configured for minting on this platform (configured: polygon)',
        },
      ],
    });
    await balanceBecomes(user, 500);
  });

  it('fails with ERR_PROVIDER_ERROR when the chain refuses the mint, charges nothing and logs no secret', async () => {
    // A contract the platform's account may not mint on: deployed by another account.
    const foreign = await chain.deploy(chain.keys[1]);
    await worker.stop();
    worker = startWorker(mediaProviderSettings(mintEnv(foreign, chain.keys[0])));
    const user = await fundedUser(p, tenant, 500);
    const { res } = await mint(user, 'polygon');
    const job = await waitForJob(p, user, res.body.data.jobId, isFinal, 60_000);
    expect(job).toMatchObject({
      status: 'failed',
      creditsCharged: 0,
      error: { code: 'ERR_PROVIDER_ERROR', message: 'Generation failed at every provider (evm)' },
    });
    await balanceBecomes(user, 500);
    expect(await ledgerOfJob(p, tenant.tenantId, job.id)).toEqual(['reserve', 'release']);
    expect(logged).toContainEqual(
      expect.stringMatching(/provider evm failed .*minting on polygon failed: .*not the minter/),
    );
    const text = logged.join('\n');
    expect(text).not.toContain(chain.keys[0].replace(/^0x/, ''));
    expect(text).not.toContain(chain.rpcUrl);
  });
});
