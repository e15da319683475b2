import type * as MathJs from 'mathjs';
import type { MathJsInstance, MathNode } from 'mathjs';
import { numbersInWords } from './number-words';

interface RestrictedMath {
  math: MathJsInstance;
  /** mathjs's parser, kept before the instance's own `parse` is replaced. */
  parse: MathJsInstance['parse'];
}

let loaded: RestrictedMath | undefined;

/**
 * A mathjs instance that can only compute: the functions that change or reach beyond it
 * (import, createUnit, evaluate and parse from inside an expression, ...) are replaced by ones
 * that refuse, as mathjs's own security notes advise. Expressions are also parsed first and only
 * numbers, operators, parentheses and a few named functions are let through (below), so no
 * function or variable is ever defined. Built on first use (about 40 MB): every subgraph process
 * holds the ai service's code, and only the one that answers with the local models pays.
 */
export function restrictedMath(): RestrictedMath {
  if (loaded) return loaded;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- mathjs loads on first use, not at start (above)
  const { all, create } = require('mathjs') as typeof MathJs;
  const math = create(all);
  const parse = math.parse;
  const refuse = () => {
    throw new Error('not available to the local provider');
  };
  const closed = ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative'];
  math.import(Object.fromEntries([...closed, 'resolve'].map((name) => [name, refuse])), {
    override: true,
  });
  return (loaded = { math, parse });
}

const FUNCTIONS = new Set(['sqrt', 'cbrt', 'abs']);
const OPERATORS = new Set(['+', '-', '*', '/', '^']);

function onlyArithmetic(node: MathNode): boolean {
  let safe = true;
  node.traverse((part) => {
    if (part.type === 'ConstantNode' || part.type === 'ParenthesisNode') return;
    if (part.type === 'OperatorNode' && OPERATORS.has((part as unknown as { op: string }).op))
      return;
    if (
      part.type === 'FunctionNode' &&
      FUNCTIONS.has((part as unknown as { fn: { name: string } }).fn.name)
    )
      return;
    // The name of an allowed function is a SymbolNode under its FunctionNode.
    if (part.type === 'SymbolNode' && FUNCTIONS.has((part as unknown as { name: string }).name))
      return;
    safe = false;
  });
  return safe;
}

// Words for operators, longest first so "divided by" wins over "by".
const WORDS: [RegExp, string][] = [
  [/(\d(?:[\d.]*))\s*(?:percent|%)\s+of\s+/g, '($1 / 100) * '],
  [/\bsquare root of\s+/g, 'sqrt '],
  [/\bcube root of\s+/g, 'cbrt '],
  [/\b(?:to the power of|raised to(?: the power of)?|to the)\s+/g, '^ '],
  [/\s*\bsquared\b/g, ' ^ 2'],
  [/\s*\bcubed\b/g, ' ^ 3'],
  [/\b(?:times|multiplied by|x)\b/g, '*'],
  [/×/g, '*'],
  [/\b(?:divided by|over)\b/g, '/'],
  [/÷/g, '/'],
  [/\b(?:plus|added to|and)\b/g, '+'],
  [/\bminus\b/g, '-'],
];

// How a question asks for a calculation, taken off before the expression is read.
const ASKING =
  /^(?:what(?:'s| is| are| does)?|how much (?:is|are)|calculate|compute|evaluate|work out|solve|tell me)\s+/;

/** The expression a question asks for, in mathjs syntax, or null when it asks for something else. */
function expressionOf(question: string): string | null {
  let text = numbersInWords(
    question
      .trim()
      .toLowerCase()
      .replace(/[?!.=]+$/, '')
      .trim(),
  );
  // A date (2026-11-27) is no subtraction: the date questions are answered elsewhere (dates.ts).
  if (/\d{4}-\d{1,2}-\d{1,2}/.test(text)) return null;
  text = text
    .replace(ASKING, '')
    .replace(/^the\s+/, '')
    .replace(/\s+(?:equal|make|give)s?$/, '');
  text = text.replace(/(\d),(?=\d{3}\b)/g, '$1');
  for (const [pattern, operator] of WORDS) text = text.replace(pattern, operator);
  text = text.replace(/\b(sqrt|cbrt)\s+(\d[\d.]*|\([^)]*\))/g, '$1($2)');
  if (!/^[\d.\s+\-*/^()a-z]+$/.test(text) || !/\d/.test(text)) return null;
  if (!/[+\-*/^]|sqrt|cbrt/.test(text.replace(/^-/, ''))) return null;
  return text.replace(/\s+/g, ' ').trim();
}

/** "17 * 23 = 391", or null when the question is no calculation the local provider can do. */
export function calculate(question: string): string | null {
  const expression = expressionOf(question);
  if (!expression) return null;
  const { math, parse } = restrictedMath();
  let node: MathNode;
  try {
    node = parse(expression);
  } catch {
    return null;
  }
  if (!onlyArithmetic(node)) return null;
  const value: unknown = node.compile().evaluate({});
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${node.toString()} = ${math.format(value, { precision: 12 })}`;
}
