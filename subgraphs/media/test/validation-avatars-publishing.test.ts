import { call } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { create, fieldsOf, insertJob, problems, userOn } from './helpers';

let user: Session;
const { p, t } = platformFixture();
beforeAll(async () => {
  user = await userOn(p, t, 'promax', 20_000);
});

const oneOf = (values: string) => `must be one of ${values}`;

describe('generateAvatar', () => {
  it('needs a source type and its data: a photo URL or a description', async () => {
    expect(await fieldsOf(p, user, 'generateAvatar', {})).toEqual(['sourceData', 'sourceType']);
    expect(
      await problems(p, user, 'generateAvatar', {
        sourceType: 'video',
        sourceData: 'x',
        style: 'pixel',
        quality: 'low',
      }),
    ).toEqual([
      { field: 'quality', problem: oneOf('standard, high, ultra') },
      { field: 'sourceType', problem: oneOf('photo, description') },
      { field: 'style', problem: oneOf('realistic, cartoon, anime, 3d') },
    ]);
    expect(
      await problems(p, user, 'generateAvatar', {
        sourceType: 'photo',
        sourceData: 'a smiling person',
      }),
    ).toEqual([{ field: 'sourceData', problem: 'must be an http(s) URL or a /files/ path' }]);
    expect(
      await problems(p, user, 'generateAvatar', {
        sourceType: 'description',
        sourceData: 'd'.repeat(1001),
      }),
    ).toEqual([{ field: 'sourceData', problem: 'must be at most 1000 characters' }]);
  });

  it('defaults to a realistic avatar at standard quality', async () => {
    const job = (
      await create(p, user, 'generateAvatar', {
        sourceType: 'photo',
        sourceData: 'https://x.test/me.jpg',
      })
    ).data;
    expect(job.params).toEqual({
      sourceType: 'photo',
      sourceData: 'https://x.test/me.jpg',
      style: 'realistic',
      quality: 'standard',
    });
    expect(job.creditsReserved).toBe(150);
  });
});

describe('animateAvatar', () => {
  it('needs a completed avatar of the tenant and the audio; duration 5-60; three backgrounds', async () => {
    expect(await fieldsOf(p, user, 'animateAvatar', {})).toEqual(['audioUrl', 'avatarModelId']);
    expect(
      await problems(p, user, 'animateAvatar', {
        avatarModelId: 'avatar-1',
        audioUrl: 'x',
        duration: 4,
        backgroundType: 'video',
      }),
    ).toEqual([
      { field: 'audioUrl', problem: 'must be an http(s) URL or a /files/ path' },
      { field: 'avatarModelId', problem: 'must be the id of a job (a UUID)' },
      { field: 'backgroundType', problem: oneOf('transparent, solid-color, image') },
      { field: 'duration', problem: 'must be at least 5' },
    ]);
    // A completed job of another type is no avatar model.
    const image = await insertJob(p, t, user.userId, { status: 'completed' });
    expect(
      await problems(p, user, 'animateAvatar', {
        avatarModelId: image,
        audioUrl: 'https://x.test/s.wav',
        duration: 61,
      }),
    ).toEqual([
      { field: 'avatarModelId', problem: 'must be the id of a completed avatar-generation job' },
      { field: 'duration', problem: 'must be at most 60' },
    ]);
    const avatar = await insertJob(p, t, user.userId, {
      type: 'avatar-generation',
      status: 'completed',
    });
    const job = (
      await create(p, user, 'animateAvatar', {
        avatarModelId: avatar,
        audioUrl: 'https://x.test/s.wav',
      })
    ).data;
    // Without a duration it lasts as long as the audio, up to the plan's cap (promax: 60 s), stored for the worker.
    expect(job.params).toEqual({
      avatarModelId: avatar,
      audioUrl: 'https://x.test/s.wav',
      backgroundType: 'transparent',
      maxDuration: 60,
    });
    expect(job.creditsReserved).toBe(20);
  });
});

describe('createSocialVariants', () => {
  it('needs a source and 1-4 distinct platforms of four', async () => {
    expect(await fieldsOf(p, user, 'createSocialVariants', {})).toEqual(['platforms', 'sourceUrl']);
    expect(
      await problems(p, user, 'createSocialVariants', {
        sourceUrl: 'https://x.test/p.png',
        platforms: [],
      }),
    ).toEqual([{ field: 'platforms', problem: 'must list 1 to 4 platforms' }]);
    expect(
      await problems(p, user, 'createSocialVariants', {
        sourceUrl: 'https://x.test/p.png',
        platforms: ['instagram', 'myspace', 'instagram', null],
      }),
    ).toEqual([
      { field: 'platforms.1', problem: oneOf('instagram, facebook, x, linkedin') },
      { field: 'platforms.2', problem: 'repeats platforms.0' },
      { field: 'platforms.3', problem: 'is required' },
    ]);
    const job = (
      await create(p, user, 'createSocialVariants', {
        sourceUrl: 'https://x.test/p.png',
        platforms: ['instagram', 'facebook', 'x', 'linkedin'],
      })
    ).data;
    expect(job.params).toEqual({
      sourceUrl: 'https://x.test/p.png',
      platforms: ['instagram', 'facebook', 'x', 'linkedin'],
      includeText: false,
    });
  });
});

describe('mintAsset', () => {
  it('needs the URL of a completed output of the tenant and metadata with a name', async () => {
    expect(await fieldsOf(p, user, 'mintAsset', {})).toEqual(['assetUrl', 'metadata']);
    const attributes = [
      { traitType: 'Edition' },
      { value: 'x'.repeat(501), traitType: 't'.repeat(101) },
    ];
    expect(
      await problems(p, user, 'mintAsset', {
        assetUrl: 'https://x.test/unknown.png',
        blockchain: 'solana',
        metadata: { description: 'd'.repeat(2001), attributes },
      }),
    ).toEqual([
      { field: 'assetUrl', problem: 'must be the URL of an output of a completed job' },
      { field: 'blockchain', problem: oneOf('ethereum, polygon') },
      { field: 'metadata.attributes.0.value', problem: 'is required' },
      { field: 'metadata.attributes.1.traitType', problem: 'must be at most 100 characters' },
      { field: 'metadata.attributes.1.value', problem: 'must be at most 500 characters' },
      { field: 'metadata.description', problem: 'must be at most 2000 characters' },
      { field: 'metadata.name', problem: 'is required' },
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ traitType: `t${i}`, value: 'v' }));
    expect(
      await fieldsOf(p, user, 'mintAsset', {
        assetUrl: 'https://x.test/a.png',
        metadata: { name: 'A', attributes: many },
      }),
    ).toEqual(['assetUrl', 'metadata.attributes']);
  });

  it('mints an output of a completed job on polygon by default', async () => {
    const url = '/files/media/outputs/poster.png';
    await insertJob(p, t, user.userId, {
      status: 'completed',
      outputs: [{ url, width: 1024, height: 1024 }],
    });
    const metadata = { name: 'Poster #1', attributes: [{ traitType: 'Edition', value: '1' }] };
    const job = (await create(p, user, 'mintAsset', { assetUrl: url, metadata })).data;
    expect(job.params).toEqual({
      assetUrl: url,
      blockchain: 'polygon',
      metadata: { name: 'Poster #1', attributes: [{ traitType: 'Edition', value: '1' }] },
    });
    expect(
      (await create(p, user, 'mintAsset', { assetUrl: url, blockchain: 'ethereum', metadata })).data
        .params.blockchain,
    ).toBe('ethereum');
  });
});

describe('renderTemplate', () => {
  const TEMPLATE = '7e3c0000-0000-4000-8000-000000000001';
  const render = (id: string, input: Record<string, unknown>) =>
    call(
      p,
      user.token,
      'mutation($id: ID!, $input: RenderTemplateInput!) { renderTemplate(id: $id, input: $input) { id type status params creditsReserved } }',
      { id, input },
    );

  it('needs data with at least one value, checks each value and the output format', async () => {
    expect((await render(TEMPLATE, {})).details).toEqual([
      { field: 'data', problem: 'is required' },
    ]);
    expect((await render(TEMPLATE, { data: {} })).details).toEqual([
      { field: 'data', problem: 'must set at least one of title, date, images, colors' },
    ]);
    const bad = await render(TEMPLATE, {
      data: { title: 't'.repeat(201), date: '31/12/2026', images: ['nope'], colors: ['bluish'] },
      outputFormat: 'gif',
    });
    expect(bad.details).toEqual([
      { field: 'data.title', problem: 'must be at most 200 characters' },
      {
        field: 'data.date',
        problem: 'must be an ISO 8601 date or date-time, for example 2026-12-31',
      },
      { field: 'data.images.0', problem: 'must be an http(s) URL or a /files/ path' },
      {
        field: 'data.colors.0',
        problem: 'must be a colour as #RRGGBB or #RRGGBBAA, or a colour name such as navy or amber',
      },
      { field: 'outputFormat', problem: oneOf('png, jpg, pdf') },
    ]);
    const tooMany = await render(TEMPLATE, {
      data: { images: Array(21).fill('https://x.test/i.png'), colors: Array(11).fill('#000000') },
    });
    expect(tooMany.details).toEqual([
      { field: 'data.images', problem: 'must list at most 20 items' },
      { field: 'data.colors', problem: 'must list at most 10 items' },
    ]);
  });

  it('renders a catalogue template as png by default; an unknown template is 404', async () => {
    const job = (
      await render(TEMPLATE, {
        data: { title: 'Summer Gala', date: '2026-07-01', colors: ['#FF0000'] },
      })
    ).data;
    expect(job).toMatchObject({ type: 'template-render', status: 'queued', creditsReserved: 20 });
    expect(job.params).toEqual({
      templateId: TEMPLATE,
      data: { title: 'Summer Gala', date: '2026-07-01', colors: ['#FF0000'] },
      outputFormat: 'png',
    });
    expect(
      (await render(TEMPLATE, { data: { title: 'Deck' }, outputFormat: 'pdf' })).data.params
        .outputFormat,
    ).toBe('pdf');
    const missing = await render('7e3c0000-0000-4000-8000-0000000000ff', { data: { title: 'x' } });
    expect([missing.code, missing.status]).toEqual(['NOT_FOUND', 404]);
    expect((await render('poster', { data: { title: 'x' } })).code).toBe('NOT_FOUND');
  });
});
