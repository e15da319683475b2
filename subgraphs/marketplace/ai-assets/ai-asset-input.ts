import { InputCheck } from '../../../lib/validation';
import { blankToNull, checkMoney, checkName, checkNotNull } from '../common/input-rules';
import type { AiAssetChanges, AiAssetKind } from './ai-asset-store';

export interface CreateAiAssetInput {
  listingId: string;
  kind: AiAssetKind;
  name: string;
  description?: string | null;
  license: string;
  price: number;
  format?: string | null;
  sizeBytes?: number | null;
  version?: string | null;
}

export type UpdateAiAssetInput = {
  [K in Exclude<keyof CreateAiAssetInput, 'listingId'>]?: CreateAiAssetInput[K] | null;
};

const DEFAULT_VERSION = '1.0.0';
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

function checkFields(check: InputCheck, input: UpdateAiAssetInput, creating: boolean): void {
  checkName(check, 'name', input.name, 200, creating);
  checkName(check, 'license', input.license, 100, creating);
  check
    .text('description', input.description, { max: 5000 })
    .text('format', input.format, { max: 50 });
  checkMoney(check, 'price', input.price);
  check.number('sizeBytes', input.sizeBytes, {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    integer: true,
  });
  if (typeof input.version === 'string') {
    const version = input.version.trim();
    if (version.length < 1 || version.length > 50)
      check.problem('version', 'must be 1 to 50 characters');
    else if (!VERSION.test(version))
      check.problem(
        'version',
        'must be letters, digits, dots, dashes, plus signs or underscores, for example 1.2.0',
      );
  }
}

/** Problems of a new asset go into `check` (the caller adds the listing's and throws). */
export function checkCreateAiAsset(
  check: InputCheck,
  input: CreateAiAssetInput,
): Required<AiAssetChanges> {
  checkFields(check, input, true);
  return {
    kind: input.kind,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    license: input.license.trim(),
    price: input.price,
    format: blankToNull(input.format),
    sizeBytes: input.sizeBytes ?? null,
    version: input.version?.trim() || DEFAULT_VERSION,
  };
}

export function checkUpdateAiAsset(input: UpdateAiAssetInput): AiAssetChanges {
  const check = new InputCheck();
  checkNotNull(check, input, ['kind', 'price', 'version']);
  checkFields(check, input, false);
  check.done();
  const changes: AiAssetChanges = {};
  if (input.kind != null) changes.kind = input.kind;
  if (input.name != null) changes.name = input.name.trim();
  if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
  if (input.license != null) changes.license = input.license.trim();
  if (input.price != null) changes.price = input.price;
  if (input.format !== undefined) changes.format = blankToNull(input.format);
  if (input.sizeBytes !== undefined) changes.sizeBytes = input.sizeBytes;
  if (input.version != null) changes.version = input.version.trim();
  return changes;
}
