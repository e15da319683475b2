import { isUuid } from './context';
import { ValidationError, type FieldProblem } from './errors';
import { isPlainName, NAME_PROBLEM } from './names';

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Collects every problem of an input before failing, so a client learns all of them at once.
 * GraphQL has already checked types; this checks bounds, lengths and relations between fields.
 */
export class InputCheck {
  private readonly problems: FieldProblem[] = [];

  problem(field: string, problem: string): this {
    this.problems.push({ field, problem });
    return this;
  }

  /** Whether a problem of the field is already reported (a later check of it would only repeat it). */
  has(field: string): boolean {
    return this.problems.some((p) => p.field === field);
  }

  text(
    field: string,
    value: string | null | undefined,
    rules: { required?: boolean; min?: number; max?: number },
  ): this {
    if (value === undefined || value === null) {
      if (rules.required) this.problem(field, 'is required');
      return this;
    }
    const length = value.trim().length;
    if (rules.required && length === 0) return this.problem(field, 'must not be empty');
    if (rules.min !== undefined && length < rules.min)
      this.problem(field, `must be at least ${rules.min} characters`);
    if (rules.max !== undefined && value.length > rules.max)
      this.problem(field, `must be at most ${rules.max} characters`);
    return this;
  }

  /**
   * A person's or an organisation's name: the `text` rules, and the one name rule of
   * ./names.ts (no control characters, line breaks, `<` or `>`).
   */
  name(
    field: string,
    value: string | null | undefined,
    rules: { required?: boolean; max: number },
  ): this {
    this.text(field, value, rules);
    return this.when(value != null && !isPlainName(value), field, NAME_PROBLEM);
  }

  number(
    field: string,
    value: number | null | undefined,
    rules: { required?: boolean; min?: number; max?: number; integer?: boolean },
  ): this {
    if (value === undefined || value === null) {
      if (rules.required) this.problem(field, 'is required');
      return this;
    }
    if (!Number.isFinite(value)) return this.problem(field, 'must be a number');
    if (rules.integer && !Number.isInteger(value)) this.problem(field, 'must be a whole number');
    if (rules.min !== undefined && value < rules.min)
      this.problem(field, `must be at least ${rules.min}`);
    if (rules.max !== undefined && value > rules.max)
      this.problem(field, `must be at most ${rules.max}`);
    return this;
  }

  oneOf(field: string, value: string | null | undefined, allowed: readonly string[]): this {
    if (value !== undefined && value !== null && !allowed.includes(value)) {
      this.problem(field, `must be one of ${allowed.join(', ')}`);
    }
    return this;
  }

  date(field: string, value: string | null | undefined): Date | undefined {
    if (value === undefined || value === null) return undefined;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      this.problem(field, 'must be an ISO 8601 date-time');
      return undefined;
    }
    return date;
  }

  /** A UUID when given (absent or null passes unless required). */
  uuid(field: string, value: string | null | undefined, rules: { required?: boolean } = {}): this {
    if (value === undefined || value === null)
      return rules.required ? this.problem(field, 'is required') : this;
    return isUuid(value) ? this : this.problem(field, 'must be a UUID');
  }

  /** An ISO 3166-1 alpha-2 code of a region the runtime knows, in either case (absent passes unless required). */
  country(
    field: string,
    value: string | null | undefined,
    rules: { required?: boolean } = {},
  ): this {
    if (value === undefined || value === null)
      return rules.required ? this.problem(field, 'is required') : this;
    return /^[A-Za-z]{2}$/.test(value) && REGIONS.of(value.toUpperCase()) !== undefined
      ? this
      : this.problem(field, 'must be an ISO 3166-1 alpha-2 code, for example DE');
  }

  when(condition: boolean, field: string, problem: string): this {
    return condition ? this.problem(field, problem) : this;
  }

  done(): void {
    if (this.problems.length) throw new ValidationError(this.problems);
  }
}

/** A 400 for an id that cannot exist, before any database work. */
export function assertUuid(id: string, field = 'id'): void {
  if (!isUuid(id)) throw ValidationError.field(field, 'must be a UUID');
}
