import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';

/*
 * The mails' parts from the templates in ./templates (docs/notifications.md, "Templates"):
 * Handlebars, which escapes every value in the HTML part ({{value}} is escaped; no template here
 * uses the unescaped {{{value}}}), and the text part compiled without escaping. Each template
 * names its subject, call to action and footer (templates.json); the layouts lay them out.
 */

const DIR = join(__dirname, 'templates');

interface TemplateWords {
  subject: string;
  action: string;
  footer: string;
}

/** What a mail says: the notice's words and the recipient's name. */
export interface MailValues {
  title: string;
  body: string;
  link: string | null;
  name?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Compiled = Handlebars.TemplateDelegate;

/** Compiled once, on first use: the files ship beside the code (scripts/build.ts copies them). */
let compiled:
  | { html: Compiled; text: Compiled; words: Record<string, Record<keyof TemplateWords, Compiled>> }
  | undefined;

function templates(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const read = (file: string) => readFileSync(join(DIR, file), 'utf8');
  const plain = (source: string) => Handlebars.compile(source, { noEscape: true });
  const words = JSON.parse(read('templates.json')) as Record<string, TemplateWords>;
  compiled = {
    html: Handlebars.compile(read('layout.html.hbs')),
    text: plain(read('layout.text.hbs')),
    words: Object.fromEntries(
      Object.entries(words).map(([name, w]) => [
        name,
        { subject: plain(w.subject), action: plain(w.action), footer: plain(w.footer) },
      ]),
    ),
  };
  return compiled;
}

/** The subject, text and HTML of `template` for `values`; `product` names the platform in every mail. */
export function renderMail(template: string, values: MailValues, product: string): RenderedMail {
  const all = templates();
  const words = all.words[template];
  if (!words) throw new Error(`no mail template ${template}`);
  const context = { ...values, product };
  // Subjects are one line: a value with a line break cannot add a header (nodemailer encodes it too).
  const subject = words
    .subject(context)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const laidOut = {
    ...context,
    subject,
    action: words.action(context),
    footer: words.footer(context),
  };
  return { subject, text: all.text(laidOut), html: all.html(laidOut) };
}
