import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { startMailCatcher, type MailCatcher, type SmtpRefusal } from '../../lib/mail/catcher';
import {
  clearCaughtMails,
  readCaughtMail,
  readCaughtMailRaw,
  readCaughtMails,
} from '../../lib/mail/caught-mails';

let dir: string;
let catcher: MailCatcher | undefined;
let refusals: ((rcpt: string, attempt: number) => SmtpRefusal | undefined) | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lanes-mail-'));
  refusals = undefined;
  catcher = await startMailCatcher({ port: 0, dir, refuse: (...args) => refusals?.(...args) });
});
afterEach(async () => {
  await catcher?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function send(message: { to: string; subject: string; text?: string; html?: string }) {
  // One connection per message (no pool): each send is the whole SMTP dialogue.
  const transport = createTransport(catcher!.url);
  return transport.sendMail({ from: '"Lanes" <no-reply@lanes.test>', ...message });
}

/** The error a send fails with (nodemailer rejects with an Error carrying the SMTP reply). */
async function sendError(message: Parameters<typeof send>[0]) {
  const error = await send(message).then(
    () => undefined,
    (e: Error & { responseCode?: number; code?: string }) => e,
  );
  expect(error).toBeDefined();
  return error!;
}

describe('the development mail catcher', () => {
  it('listens on loopback and keeps each message as .eml and .json, read back field by field', async () => {
    expect(catcher!.url).toBe(`smtp://127.0.0.1:${catcher!.port}`);
    const link = 'http://localhost:4000/verify?token=abc%2Bdef';
    const info = await send({
      to: '"Ada Lovelace" <Ada@example.test>',
      subject: 'Verify your e-mail — Lanes',
      text: `Hello Ada,\n\nopen ${link} to verify.\n`,
      html: `<p>Hello Ada,</p><p><a href="${link}">Verify</a></p>`,
    });
    expect(info.accepted).toEqual(['Ada@example.test']);

    // On disk before the 250 reached the sender.
    const mails = await readCaughtMails(dir);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(readdirSync(dir).sort()).toEqual([`${mail.id}.eml`, `${mail.id}.json`]);
    expect(mail).toMatchObject({
      messageId: info.messageId,
      from: '"Lanes" <no-reply@lanes.test>',
      to: ['Ada@example.test'],
      subject: 'Verify your e-mail — Lanes',
      envelope: { mailFrom: 'no-reply@lanes.test', rcptTo: ['Ada@example.test'] },
    });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}">Verify</a>`);
    expect(Date.parse(mail.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mail.date).not.toBeNull();
    expect(mail.headers).toContainEqual({ name: 'Message-ID', value: info.messageId });
    expect(await readCaughtMail(dir, mail.id)).toEqual(mail);
    const raw = (await readCaughtMailRaw(dir, mail.id))!.toString('utf8');
    expect(raw).toContain(`Message-ID: ${info.messageId}`);
    expect(raw).toBe(readFileSync(join(dir, `${mail.id}.eml`), 'utf8'));
  });

  it('lists newest first, keeps mail across a restart, and knows no mail by a made-up id', async () => {
    for (const n of [1, 2, 3]) await send({ to: 'a@example.test', subject: `mail ${n}` });
    expect((await readCaughtMails(dir)).map((m) => m.subject)).toEqual([
      'mail 3',
      'mail 2',
      'mail 1',
    ]);
    expect((await readCaughtMails(dir, 2)).map((m) => m.subject)).toEqual(['mail 3', 'mail 2']);

    await catcher!.stop();
    catcher = await startMailCatcher({ port: 0, dir });
    await send({ to: 'a@example.test', subject: 'mail 4' });
    expect((await readCaughtMails(dir)).map((m) => m.subject)).toEqual([
      'mail 4',
      'mail 3',
      'mail 2',
      'mail 1',
    ]);

    for (const id of ['../x', '000000000000001-zzzzzzzz', 'package', ''])
      expect(await readCaughtMail(dir, id)).toBeUndefined();
    expect(await readCaughtMailRaw(dir, '../../etc/passwd')).toBeUndefined();
    await clearCaughtMails(dir);
    expect(await readCaughtMails(dir)).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
    // A folder that does not exist yet holds no mail.
    expect(await readCaughtMails(join(dir, 'none'))).toEqual([]);
  });

  it('answers a refused RCPT with the code asked for: 451 then accepted, 550 for good', async () => {
    refusals = (rcpt, attempt) =>
      rcpt === 'later@example.test' && attempt === 1
        ? { code: 451, message: 'Try again later' }
        : rcpt === 'gone@example.test'
          ? { code: 550, message: 'No such user' }
          : undefined;

    const temporary = await sendError({ to: 'Later@example.test', subject: 'first try' });
    expect(temporary.responseCode).toBe(451);
    expect(temporary.message).toContain('Try again later');
    expect(await readCaughtMails(dir)).toEqual([]);
    const retried = await send({ to: 'later@example.test', subject: 'second try' });
    expect(retried.accepted).toEqual(['later@example.test']);

    for (const attempt of [1, 2]) {
      const permanent = await sendError({ to: 'gone@example.test', subject: `try ${attempt}` });
      expect(permanent.responseCode).toBe(550);
      expect(permanent.message).toContain('No such user');
    }
    expect((await readCaughtMails(dir)).map((m) => m.subject)).toEqual(['second try']);
  });

  it('refuses a message over 10 MB with 552 and keeps nothing', async () => {
    const error = await sendError({
      to: 'a@example.test',
      subject: 'too big',
      text: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(error.responseCode).toBe(552);
    expect(await readCaughtMails(dir)).toEqual([]);
  });
});
