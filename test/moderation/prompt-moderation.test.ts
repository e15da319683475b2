import { OpenAiLoopback } from '../ai/openai-loopback';
import { addUser } from '../accounts';
import { restData, restError } from '../answers';
import { platformFixture } from '../fixture';
import type { Session } from '../harness';
import { topUp } from '../../subgraphs/media/test/helpers';

/*
 * The moderation step of prompts through the gateway (docs/media.md, "Content policy"), with a
 * moderation service configured as an operator would (MODERATION_URL) on a loopback server of the
 * test's: media's creations and ai's orchestrations are refused with 400 ERR_INVALID_PROMPT before
 * any credit is held, ordinary prompts about children pass, and a service that fails or is slow
 * is 503 with nothing held. The platform runs as `npm start` in a process of its own (the
 * compiled build in `npm run test:compiled`), with the production URL settings
 * (ALLOW_PRIVATE_TARGETS=false), so the address policy's refusals at creation are checked here
 * against the compiled build too (test/targets/private-targets.test.ts has every spelling and field).
 */

const moderation = new OpenAiLoopback();
const MODEL = 'moderation-test';

const { p, t } = platformFixture(async () => {
  const url = await moderation.start();
  return {
    separateProcess: {
      env: {
        MODERATION_URL: `${url}/moderations`,
        MODERATION_MODEL: MODEL,
        MODERATION_TIMEOUT_MS: '1000',
        ALLOW_PRIVATE_TARGETS: 'false',
      },
    },
  };
});
afterAll(() => moderation.stop());

let user: Session;
beforeAll(async () => {
  user = await addUser(p, t.admin, 'user', { planTier: 'enterprise' });
  await topUp(p, t, user.userId, 1_000);
});

const wallet = async () =>
  restData(await p.rest('GET', '/auth/v1/wallet', { token: user.token })).balance;
const image = (prompt: string) =>
  p.rest('POST', '/media/v1/images/generate', {
    token: user.token,
    body: { prompt, width: 256, height: 256 },
  });
const orchestrate = (body: object) =>
  p.rest('POST', '/aibrain/v1/orchestrate', { token: user.token, body });
const asked = () => moderation.calls.filter((c) => c.path === '/moderations');

const MINORS = 'violates the content policy (sexual content involving minors is never allowed)';

describe('the moderation step', () => {
  it('refuses the child-abuse prompts without asking the service, and takes an ordinary one about children', async () => {
    const before = [await wallet(), asked().length];
    for (const prompt of [
      'child sexual abuse imagery',
      'a naked 12 year old girl',
      'sexy photo of a 14-year-old',
    ]) {
      const refused = restError(await image(prompt), 400, 'ERR_INVALID_PROMPT');
      expect([prompt, refused.details]).toEqual([prompt, [{ field: 'prompt', problem: MINORS }]]);
      const answered = restError(await orchestrate({ prompt }), 400, 'ERR_INVALID_PROMPT');
      expect(answered.details).toEqual([{ field: 'prompt', problem: MINORS }]);
    }
    const context = restError(
      await orchestrate({ prompt: 'Describe the picture', context: 'a nude 13 yo' }),
      400,
      'ERR_INVALID_PROMPT',
    );
    expect(context.details).toEqual([{ field: 'context', problem: MINORS }]);
    expect([await wallet(), asked().length]).toEqual(before);

    const queued = await image('children playing football in a park');
    expect([queued.status, queued.body.data?.status]).toEqual([202, 'queued']);
    expect(asked().at(-1)?.body).toEqual({
      model: MODEL,
      input: ['children playing football in a park'],
    });
  });

  it('refuses what the service flags, in media and ai alike, before any credit is held', async () => {
    moderation.behave(MODEL, { flags: [{ word: 'knife', categories: ['violence'] }] });
    const before = await wallet();
    const refused = restError(await image('a knife fight in an alley'), 400, 'ERR_INVALID_PROMPT');
    expect(refused.details).toEqual([
      { field: 'prompt', problem: 'violates the content policy (flagged by moderation: violence)' },
    ]);
    const answered = restError(
      await orchestrate({ prompt: 'What happens next?', context: 'He drew a knife.' }),
      400,
      'ERR_INVALID_PROMPT',
    );
    expect(answered.details).toEqual([
      {
        field: 'context',
        problem: 'violates the content policy (flagged by moderation: violence)',
      },
    ]);
    expect(asked().at(-1)?.body).toEqual({
      model: MODEL,
      input: ['What happens next?', 'He drew a knife.'],
    });
    expect(await wallet()).toBe(before);
    moderation.behave(MODEL, {});
  });

  it('answers 503 with nothing held when the service fails or is slow', async () => {
    const before = await wallet();
    // media's envelope is camel case (restData reads the snake one): the page's data as answered.
    const jobs = async () =>
      (await p.rest('GET', '/media/v1/jobs', { token: user.token })).body.data.length;
    const queued = await jobs();
    for (const behaviour of [{ status: 500 }, { delayMs: 1_500 }]) {
      moderation.behave(MODEL, behaviour);
      const media = restError(await image('a lighthouse at dusk'), 503, 'SERVICE_UNAVAILABLE');
      expect(media.message).toMatch(/^The moderation service \(MODERATION_URL\) gave no verdict/);
      restError(await orchestrate({ prompt: 'What is 2 + 2?' }), 503, 'SERVICE_UNAVAILABLE');
    }
    moderation.behave(MODEL, {});
    expect(await wallet()).toBe(before);
    expect(await jobs()).toBe(queued);
  });
});

describe('with the production URL settings', () => {
  // The spellings an outside tester was let through with, and a metadata address.
  const HOSTS = ['127.0.0.1', 'localhost.', '2130706433', '[::1]', '169.254.169.254'];

  it('refuses a private source or endpoint in any spelling at creation, before any credit is held', async () => {
    const before = await wallet();
    for (const host of HOSTS) {
      const source = restError(
        await p.rest('POST', '/media/v1/images/transform', {
          token: user.token,
          body: { imageUrl: `http://${host}/a.png`, transformation: 'filter' },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(source.details).toEqual([
        { field: 'imageUrl', problem: expect.stringMatching(/^must not point to a/) },
      ]);
      const endpoint = restError(
        await p.rest('POST', '/integrationhub/v1/webhooks', {
          token: t.admin.token,
          body: {
            url: `https://${host}/x`,
            events: ['ticket.refunded'],
            secret: 'a-very-long-signing-secret-1234',
          },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(endpoint.details).toEqual([
        { field: 'url', problem: expect.stringMatching(/^must not point to a/) },
      ]);
    }
    expect(await wallet()).toBe(before);
  });
});
