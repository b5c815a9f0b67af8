/**
 * Values an attacker or a broken client sends in place of a field. `json` is the raw JSON text put
 * into a body (so 1e309, a 20-digit number or a `__proto__` key arrive exactly as typed); `text` is
 * what goes into a query string or a path segment.
 */
export type HostileValue = { label: string; json: string; text: string | string[]; urlText?: string };

const MEGABYTE = 'x'.repeat(1024 * 1024);
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function textValue(label: string, text: string): HostileValue {
  return { label, json: JSON.stringify(text), text };
}

const encodedValues = new WeakMap<HostileValue, string[]>();

/**
 * How a hostile value is written into a URL. Kept per value: every path and query parameter of
 * every route takes each value, and encoding the megabyte again each time cost the run seconds.
 */
export function urlEncoded(value: HostileValue): string[] {
  let encoded = encodedValues.get(value);
  if (!encoded) {
    encoded = value.urlText === undefined ? [value.text].flat().map(encodeURIComponent) : [value.urlText];
    encodedValues.set(value, encoded);
  }
  return encoded;
}

export const HOSTILE_VALUES: HostileValue[] = [
  { label: 'null', json: 'null', text: 'null' },
  { label: 'boolean', json: 'true', text: 'true' },
  { label: 'number', json: '12345', text: '12345' },
  { label: 'object', json: '{"a":1}', text: '[object Object]' },
  { label: 'array', json: '["a","b"]', text: ['a', 'b'] },
  textValue('empty', ''),
  textValue('whitespace', ' \t\n '),
  textValue('1 MB string', MEGABYTE),
  textValue('20 digits', '12345678901234567890'),
  textValue('30 digits', '123456789012345678901234567890'),
  { label: '20-digit JSON number', json: '12345678901234567890', text: '12345678901234567890.99' },
  { label: '1e309', json: '1e309', text: '1e309' },
  textValue('NaN', 'NaN'),
  textValue('Infinity', 'Infinity'),
  textValue('negative amount', '-100.00'),
  textValue('zero', '0'),
  textValue('more decimals than any currency', '10.123456789'),
  textValue('30 February', '2026-02-30'),
  textValue('zero date', '0000-00-00'),
  textValue('SQL meta-characters', "x'); DROP TABLE users; --"),
  textValue('HTML', '<img src=x onerror=alert(1)>'),
  textValue('RTL override', 'abc\u202Egpj.exe'),
  textValue('NUL', 'a\u0000b'),
  textValue('path traversal', '../../../etc/passwd'),
  textValue('spreadsheet formula', '=HYPERLINK("http://evil.example","x")'),
  { label: 'deep nesting', json: DEEP, text: DEEP.slice(0, 2000) },
  { label: '__proto__', json: '{"__proto__":{"polluted":true}}', text: '__proto__' },
  { label: 'constructor.prototype', json: '{"constructor":{"prototype":{"polluted":true}}}', text: 'constructor' },
  textValue('padded number', ' 10 '),
  textValue('exponent', '1e3'),
  textValue('Arabic-Indic digits', '١٠٠'),
  // A lone surrogate has no UTF-8 form: in a URL it travels as the bytes a broken client would send.
  { label: 'lone surrogate', json: '"a\\uD800b"', text: 'a\uD800b', urlText: 'a%ED%A0%80b' },
  { label: 'invalid percent-encoding', json: '"%E0%A4%A"', text: '%E0%A4%A', urlText: '%E0%A4%A' },
];

/** Whole request bodies that are not the JSON document the route expects. */
export type BrokenDocument = { label: string; body: string | Buffer; contentType: string };

export const BROKEN_DOCUMENTS: BrokenDocument[] = [
  { label: 'truncated', body: '{"a":', contentType: 'application/json' },
  { label: 'empty', body: '', contentType: 'application/json' },
  { label: 'null document', body: 'null', contentType: 'application/json' },
  { label: 'array document', body: '[]', contentType: 'application/json' },
  { label: 'string document', body: '"text"', contentType: 'application/json' },
  { label: 'number document', body: '1e309', contentType: 'application/json' },
  { label: 'trailing comma', body: '{"a":1,}', contentType: 'application/json' },
  { label: 'single quotes', body: "{'a':1}", contentType: 'application/json' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' },
  { label: 'top-level __proto__', body: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { label: 'deep nesting', body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' },
  { label: 'over the body limit', body: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, contentType: 'application/json' },
  { label: 'form encoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'plain text', body: 'hello', contentType: 'text/plain' },
  { label: 'XML', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', contentType: 'application/xml' },
];
