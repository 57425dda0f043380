/**
 * Cuts a stylesheet into pieces of about `maxChars` each, at rule boundaries, for several
 * `<style>` elements in a row. Chrome parses an inline stylesheet in one go when the HTML parser
 * reaches its `</style>`, and the parser only pauses for the browser between elements: one 50 KB
 * stylesheet made one long task on a slow phone, pieces let the browser breathe in between
 * (docs/performance-tbt.md). The pieces, in order, mean exactly what the whole did: a block
 * such as `@layer utilities { … }` that is larger than a piece is cut between the rules it holds,
 * each part wrapped in the same `@layer utilities { }` again (the layer order is declared once,
 * at the top, by Tailwind, and appending to a layer keeps it in place).
 */
export function splitStylesheet(css: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const rule of topLevelRules(css).flatMap((rule) => splitBlock(rule, maxChars))) {
    if (current && current.length + rule.length > maxChars) {
      pieces.push(current);
      current = "";
    }
    current += rule;
  }
  if (current.trim()) pieces.push(current);
  return pieces;
}

/** The statements and blocks at the top level of `css`, each with the text between it and the previous one. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = endOfString(css, i);
    } else if (char === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === "{") {
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === ";" && depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (css.slice(start).trim()) rules.push(css.slice(start));
  return rules;
}

/** Index of the quote that closes the string opening at `open` (backslash escapes skipped). */
function endOfString(css: string, open: number): number {
  const quote = css[open];
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** An `@layer name { … }` larger than `maxChars` as several blocks of the same layer; any other rule as it is. */
function splitBlock(rule: string, maxChars: number): string[] {
  const layer = /^(\s*@layer\s+[\w.-]+\s*)\{/.exec(rule);
  if (!layer || rule.length <= maxChars) return [rule];
  const prelude = layer[1]!;
  const inner = rule.slice(layer[0].length, rule.lastIndexOf("}"));
  const blocks: string[] = [];
  let current = "";
  for (const child of topLevelRules(inner)) {
    if (current && prelude.length + current.length + child.length + 2 > maxChars) {
      blocks.push(`${prelude}{${current}}`);
      current = "";
    }
    current += child;
  }
  if (current) blocks.push(`${prelude}{${current}}`);
  return blocks;
}
