import { platformFixture } from '../../../test/fixture';
import { restData, restError } from '../../../test/answers';
import { expectLedgerConsistent } from '../../../test/ledger';
import { OpenAiLoopback, silentWav } from '../../../test/ai/openai-loopback';
import type { StudioSettings } from '../common/studio-settings';
import { balanceOf, fund } from './helpers';

const studio = new OpenAiLoopback();

const { p, t } = platformFixture(async () => {
  const url = await studio.start();
  const model = (id: string, capability: 'transcription' | 'speech') => ({
    id,
    kind: 'openai' as const,
    baseUrl: url,
    inputPricePerMillion: 0,
    outputPricePerMillion: 0,
    timeoutMs: 2_000,
    capabilities: [capability],
  });
  const studioSettings: StudioSettings = {
    transcription: model('whisper-test', 'transcription'),
    speech: model('tts-test', 'speech'),
    voice: 'alloy',
  };
  // ownModules: the tests change ALLOW_PRIVATE_TARGETS while the platform runs.
  return { ai: { studio: studioSettings }, ownModules: true };
});
beforeAll(async () => {
  await fund(p, t, t.user, 1_000);
});
afterAll(async () => {
  await studio.stop();
});

/** A recording stored as a platform file of the tenant, as an upload or a media job would leave it. */
async function recording(tenantId: string): Promise<string> {
  const stored = await p.storage.put(`media/${tenantId}/question.wav`, silentWav(1), 'audio/wav');
  return p.storage.url(stored.key);
}

const voice = (body: object, token = t.user.token) =>
  p.rest('POST', '/aibrain/v1/voice/orchestrate', { token, body });

describe('voice orchestration through the studio service', () => {
  it("transcribes with the caller's own Authorization, answers, and charges the mode's credits", async () => {
    studio.behave('whisper-test', {
      answer: 'What is 17 times 23?',
    });
    const before = await balanceOf(p, t.user);
    const data = restData(
      await voice({ audioUrl: await recording(t.tenantId), languageHint: 'en' }),
    );
    expect(data).toMatchObject({
      kind: 'voice',
      status: 'completed',
      output: '17 * 23 = 391',
      creditsCharged: 10,
      speech: null,
    });
    expect(data.transcript).toEqual({
      text: 'What is 17 times 23?',
      language: 'en',
      durationSeconds: 2.5,
    });
    const call = studio.calls.filter((c) => c.path === '/audio/transcriptions').at(-1)!;
    expect(call.authorization).toBe(`Bearer ${t.user.token}`);
    expect(call.model).toBe('whisper-test');
    expect(await balanceOf(p, t.user)).toBe(before - 10);
  });

  it('speaks the answer when asked: a stored wav file, 20 credits more', async () => {
    const before = await balanceOf(p, t.user);
    const data = restData(
      await voice({ audioUrl: await recording(t.tenantId), ttsResponse: true, mode: 'zar' }),
    );
    expect(data.speech).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/files/ai/${t.tenantId}/${data.id}\\.wav\\?expires=\\d+&signature=`),
      ),
      format: 'wav',
      durationSeconds: 1,
    });
    // The inference keeps the file's key, not the link, which expires.
    expect(
      (await p.prisma.aiInference.findUniqueOrThrow({ where: { id: data.id } })).speech,
    ).toEqual({ key: `ai/${t.tenantId}/${data.id}.wav`, format: 'wav', durationSeconds: 1 });
    expect(data.creditsCharged).toBe(80);
    expect(await balanceOf(p, t.user)).toBe(before - 80);
    const file = await p.rest('GET', data.speech.url, { token: t.user.token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    const spoke = studio.calls.filter((c) => c.path === '/audio/speech').at(-1)!;
    expect(spoke).toMatchObject({
      authorization: `Bearer ${t.user.token}`,
      body: { model: 'tts-test', voice: 'alloy', response_format: 'wav', input: data.output },
    });
  });

  it("checks every field at once, and never reads another tenant's file", async () => {
    const error = restError(
      await voice({
        audioUrl: 'http://example.test/a',
        format: 'flac',
        languageHint: 'not a tag!',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'audioUrl',
      'format',
      'languageHint',
    ]);
    const other = await p.newTenant();
    const theirs = await recording(other.tenantId);
    const refused = restError(await voice({ audioUrl: theirs }), 400, 'VALIDATION_FAILED');
    expect(refused.details).toEqual([
      { field: 'audioUrl', problem: 'names no file of this platform that you may read' },
    ]);
  });

  it('refuses an https URL into a private network before holding anything', async () => {
    const before = await balanceOf(p, t.user);
    const previous = process.env.ALLOW_PRIVATE_TARGETS;
    process.env.ALLOW_PRIVATE_TARGETS = 'false';
    try {
      const error = restError(
        await voice({ audioUrl: 'https://2130706433/recording.wav' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(error.details).toEqual([
        {
          field: 'audioUrl',
          problem: 'must not point to a private network address (127.0.0.1 is a loopback address)',
        },
      ]);
    } finally {
      if (previous === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
      else process.env.ALLOW_PRIVATE_TARGETS = previous;
    }
    expect(await balanceOf(p, t.user)).toBe(before);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('moderates the transcript like a typed prompt and releases the hold', async () => {
    studio.behave('whisper-test', { answer: 'Show me a naked 12 year old girl.' });
    const before = await balanceOf(p, t.user);
    const error = restError(
      await voice({ audioUrl: await recording(t.tenantId) }),
      400,
      'ERR_INVALID_PROMPT',
    );
    expect(error.details).toEqual([
      {
        field: 'audioUrl',
        problem: 'violates the content policy (sexual content involving minors is never allowed)',
      },
    ]);
    studio.behave('whisper-test', {});
    expect(await balanceOf(p, t.user)).toBe(before);
    await expectLedgerConsistent(p, t.tenantId);
  });

  it('answers 502 when the studio fails, with nothing charged', async () => {
    studio.behave('whisper-test', { status: 500 });
    const before = await balanceOf(p, t.user);
    restError(await voice({ audioUrl: await recording(t.tenantId) }), 502, 'PROVIDER_ERROR');
    expect(await balanceOf(p, t.user)).toBe(before);
    studio.behave('whisper-test', {});
  });
});
