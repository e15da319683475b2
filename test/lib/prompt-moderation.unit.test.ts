import { AppError } from '../../lib/errors';
import { involvesMinorsSexually } from '../../lib/moderation/minors-rule';
import { moderationSettingsFromEnv } from '../../lib/moderation/moderation-service';
import { PromptModerator } from '../../lib/moderation/prompt-moderator';
import { blockedTerm } from '../../lib/moderation/word-list';
import { OpenAiLoopback } from '../ai/openai-loopback';

// The moderation step's parts (lib/moderation/): the minors rule on prompts that must and must not
// be refused, the word list, and the moderation service spoken to as OpenAI's /v1/moderations.

describe('the minors rule', () => {
  it.each([
    'child sexual abuse imagery',
    'a naked 12 year old girl',
    'sexy photo of a 14-year-old',
    'nude children at the beach',
    'CSAM',
    'lolicon art',
    'a twelve-year-old in lingerie',
    'seductive pose, 13yo',
    'photos of a man molesting a kid',
    'n4ked k1ds',
    'an erotic scene with a teenager',
    'kiddie porn',
    'Nude photo. Of a 9 year old.',
    'underage girl, topless',
    'a toddler in a sexualised pose',
    'pictures of the rape of a child',
    'sexy schoolgirl aged 15',
    'erotic story about two 16 year olds',
    'a 6 month old baby, naked',
    'explicit nsfw picture, under 18',
    'ｎａｋｅｄ ｃｈｉｌｄ',
  ])('refuses %j', (text) => expect(involvesMinorsSexually(text)).toBe(true));

  it.each([
    'children playing football in a park',
    'a family photo with kids at the beach',
    'a teen reading a book',
    "a child's birthday party with balloons",
    'how do I talk to my kids about sex?',
    'how to protect children from sexual abuse',
    'a school report about child abuse prevention',
    'a naked mole rat next to school children',
    'a 30 year old woman in a red dress',
    'a sexy 35 year old actress',
    'an 18 year old graduate',
    'a baby sleeping in a crib',
    'kids in a canteen',
    'a teenager skateboarding at sunset',
    'an erotic dinner after 5 years of marriage',
    'my husband is 12 years older than me and very sexy',
  ])('accepts %j', (text) => expect(involvesMinorsSexually(text)).toBe(false));

  it('judges a long text by what stands near: two words pages apart are not a request', () => {
    const filler = ' the committee met again to discuss the budget.'.repeat(20);
    expect(
      involvesMinorsSexually(`The children's choir sang.${filler} A nude portrait study.`),
    ).toBe(false);
  });
});

describe('the word list', () => {
  it('blocks the library’s terms and the platform’s own, as whole words', () => {
    expect(blockedTerm('A battlefield full of GORE')).toBe('gore');
    expect(blockedTerm('bomb-making instructor')).toBe('bomb making');
    expect(blockedTerm('a pornographic scene')).toBe('porn');
    expect(blockedTerm('sh1t happens')).toBe('shit');
    expect(blockedTerm('A gorgeous sunset over Scunthorpe')).toBeNull();
    expect(blockedTerm('children playing football in a park')).toBeNull();
  });
});

async function refusal(moderator: PromptModerator, prompts: { field: string; text: string }[]) {
  try {
    await moderator.check(prompts);
    return null;
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, status: e.httpStatus, details: e.details, message: e.message };
  }
}

describe('the moderation service', () => {
  const service = new OpenAiLoopback();
  const MODEL = 'omni-moderation-latest';
  let url: string;
  beforeAll(async () => {
    url = `${await service.start()}/moderations`;
  });
  afterAll(() => service.stop());
  const calls = () => service.calls.filter((c) => c.path === '/moderations');

  const moderator = (timeoutMs = 2_000, at = url) =>
    new PromptModerator(
      moderationSettingsFromEnv({
        MODERATION_URL: at,
        MODERATION_API_KEY: 'sk-test',
        MODERATION_TIMEOUT_MS: String(timeoutMs),
      }),
    );

  it('asks for every prompt of the request in one call and refuses what it flags', async () => {
    service.behave(MODEL, {
      flags: [{ word: 'knife', categories: ['violence', 'violence/graphic'] }],
    });
    const before = calls().length;
    const answer = await refusal(moderator(), [
      { field: 'prompt', text: 'a knife fight, graphic' },
      { field: 'context', text: 'a quiet evening' },
    ]);
    expect(answer).toEqual({
      code: 'ERR_INVALID_PROMPT',
      status: 400,
      details: [
        {
          field: 'prompt',
          problem:
            'violates the content policy (flagged by moderation: violence, violence/graphic)',
        },
      ],
      message: 'The request violates the content policy: prompt',
    });
    expect(
      calls()
        .slice(before)
        .map((c) => [c.body, c.authorization]),
    ).toEqual([
      [{ model: MODEL, input: ['a knife fight, graphic', 'a quiet evening'] }, 'Bearer sk-test'],
    ]);
    expect(await refusal(moderator(), [{ field: 'prompt', text: 'a quiet evening' }])).toBeNull();
  });

  it('is not asked about what the platform’s own rules refuse, nor about empty text', async () => {
    const before = calls().length;
    const answer = await refusal(moderator(), [
      { field: 'prompt', text: 'child sexual abuse imagery' },
    ]);
    expect(answer?.details).toEqual([
      {
        field: 'prompt',
        problem: 'violates the content policy (sexual content involving minors is never allowed)',
      },
    ]);
    expect(await refusal(moderator(), [{ field: 'context', text: '  ' }])).toBeNull();
    expect(calls().length).toBe(before);
  });

  it('answers 503 when the service fails, is slow or cannot be reached', async () => {
    service.behave(MODEL, { status: 500 });
    expect(await refusal(moderator(), [{ field: 'prompt', text: 'a cat' }])).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: expect.stringContaining('it answered HTTP 500; nothing was reserved, try again'),
    });
    service.behave(MODEL, { delayMs: 500 });
    expect(await refusal(moderator(100), [{ field: 'prompt', text: 'a cat' }])).toMatchObject({
      status: 503,
      message: expect.stringContaining('it did not answer within 100 ms'),
    });
    service.behave(MODEL, {});
    const closed = moderator(2_000, 'http://127.0.0.1:9/v1/moderations');
    expect(await refusal(closed, [{ field: 'prompt', text: 'a cat' }])).toMatchObject({
      status: 503,
      message: expect.stringContaining('it could not be reached'),
    });
    // Another server's answer (no result per input) is no verdict either.
    const other = moderator(2_000, url.replace('/moderations', '/images/generations'));
    expect(await refusal(other, [{ field: 'prompt', text: 'a cat' }])).toMatchObject({
      status: 503,
      message: expect.stringContaining('its answer has no result per input'),
    });
  });

  it('is off without MODERATION_URL and refuses a URL that is not http(s)', () => {
    expect(moderationSettingsFromEnv({})).toBeNull();
    expect(() => moderationSettingsFromEnv({ MODERATION_URL: 'ftp://x' })).toThrow(
      'MODERATION_URL must be an http(s) URL',
    );
  });
});
