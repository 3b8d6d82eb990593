import * as v from 'valibot';

/**
 * How the gateway words a problem that a schema leaves without a message of its own (a malformed API
 * body, a bad environment variable): "Too big: expected string to have <=300 characters". API clients and
 * operators have always read these words, and scripts may match on them, so they stay as they are.
 * Installed once for the whole process; the browser never loads this module, and every message a form
 * shows is the form's own.
 */

/** What a value is, in the words of the messages. */
function kindOf(input: unknown): string {
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'object') {
    const proto = Object.getPrototypeOf(input) as unknown;
    if (proto !== Object.prototype && proto !== null && 'constructor' in input && typeof input.constructor === 'function') return input.constructor.name;
  }
  return typeof input;
}

const SIZE_UNITS: Record<string, string> = { string: 'characters', array: 'items' };

function sizeBound(issue: v.BaseIssue<unknown>, word: 'Too big' | 'Too small', relation: '<=' | '>='): string {
  const origin = kindOf(issue.input);
  const unit = SIZE_UNITS[origin];
  const bound = String(issue.requirement);
  return unit ? `${word}: expected ${origin} to have ${relation}${bound} ${unit}` : `${word}: expected ${origin} to be ${relation}${bound}`;
}

export function wordIssue(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
    case 'record':
      return `Invalid input: expected ${issue.type}, received ${kindOf(issue.input)}`;
    case 'finite':
      return `Invalid input: expected number, received ${kindOf(issue.input)}`;
    case 'integer':
    case 'safe_integer':
      return `Invalid input: expected int, received ${kindOf(issue.input)}`;
    case 'literal':
      return `Invalid input: expected ${issue.expected ?? ''}`;
    case 'picklist': {
      // `expected` lists the options as ("a" | "b"); the message lists them as "a"|"b".
      const options = (issue.expected ?? '').replace(/^\((.*)\)$/, '$1').split(' | ');
      return options.length === 1 ? `Invalid input: expected ${options[0]}` : `Invalid option: expected one of ${options.join('|')}`;
    }
    case 'min_length':
      return sizeBound(issue, 'Too small', '>=');
    case 'max_length':
      return sizeBound(issue, 'Too big', '<=');
    case 'min_value':
      return sizeBound(issue, 'Too small', '>=');
    case 'max_value':
      return sizeBound(issue, 'Too big', '<=');
    case 'regex':
      return `Invalid string: must match pattern ${String(issue.requirement)}`;
    case 'starts_with':
      return `Invalid string: must start with "${String(issue.requirement)}"`;
    case 'email':
      return 'Invalid email address';
    default:
      return 'Invalid input';
  }
}

v.setGlobalMessage(wordIssue);
