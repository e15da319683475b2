import type { InputCheck } from '../../../lib/validation';
import { isColourWord } from '../common/colour-words';
import {
  choice,
  compact,
  hexColor,
  text,
  url,
  type JobDraft,
  type Nullable,
} from '../jobs/input-fields';

/* Input checks of a template render (docs/api/media.md, "Bodies"). */

const RENDER_FORMATS = ['png', 'jpg', 'pdf'] as const;

const MAX_IMAGES = 20;
const MAX_COLORS = 10;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

interface TemplateValuesInput {
  title?: Nullable<string>;
  date?: Nullable<string>;
  images?: Nullable<Nullable<string>[]>;
  colors?: Nullable<Nullable<string>[]>;
}

export interface RenderTemplateInput {
  data?: Nullable<TemplateValuesInput>;
  outputFormat?: Nullable<string>;
}

function checkDate(check: InputCheck, value: Nullable<string>): string | null {
  const date = value?.trim();
  if (!date) return null;
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date)))
    check.problem('data.date', 'must be an ISO 8601 date or date-time, for example 2026-12-31');
  return date;
}

function checkList(
  check: InputCheck,
  field: string,
  values: Nullable<Nullable<string>[]>,
  max: number,
  item: (field: string, value: Nullable<string>) => string | null,
): string[] | null {
  if (values == null) return null;
  if (values.length > max) check.problem(field, `must list at most ${max} items`);
  return values.map((value, index) => item(`${field}.${index}`, value) ?? '');
}

function checkValues(
  check: InputCheck,
  data: Nullable<TemplateValuesInput>,
): Record<string, unknown> | null {
  if (data == null) {
    check.problem('data', 'is required');
    return null;
  }
  const values = compact({
    title: text(check, 'data.title', data.title, { max: 200 }),
    date: checkDate(check, data.date),
    images: checkList(check, 'data.images', data.images, MAX_IMAGES, (field, value) =>
      url(check, field, value, true),
    ),
    colors: checkList(check, 'data.colors', data.colors, MAX_COLORS, (field, value) => {
      if (value == null) check.problem(field, 'is required');
      // A poster's colours may be named as people say them ("navy", "amber"): the words the
      // local provider draws (common/colour-words.ts); anything else must be hex.
      if (value != null && isColourWord(value)) return value.trim().toLowerCase();
      return hexColor(check, field, value, 'a colour name such as navy or amber');
    }),
  });
  if (Object.keys(values).length === 0)
    check.problem('data', 'must set at least one of title, date, images, colors');
  return values;
}

/** A render of catalogue template `templateId` (which the caller looked up) with the client's values. */
export function checkRenderTemplate(
  check: InputCheck,
  templateId: string,
  input: RenderTemplateInput,
): JobDraft {
  const data = checkValues(check, input.data);
  const params = compact({
    templateId,
    data,
    outputFormat: choice(check, 'outputFormat', input.outputFormat, RENDER_FORMATS, 'png'),
  });
  const title = typeof data?.title === 'string' ? data.title : null;
  return {
    type: 'template-render',
    params,
    provider: null,
    prompts: title ? [{ field: 'data.title', text: title }] : [],
    references: [],
  };
}
