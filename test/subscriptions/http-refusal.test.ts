import { platformFixture } from '../fixture';

const { p, t } = platformFixture();

it('answers a subscription sent over HTTP with 400, pointing to graphql-ws', async () => {
  const res = await p.graphql('subscription { jobUpdated { id } }', undefined, {
    token: t.user.token,
  });
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  expect(res.body.errors[0].message).toMatch(/graphql-ws/);
});
