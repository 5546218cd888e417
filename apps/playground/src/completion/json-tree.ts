/**
 * A tolerant JSON reader for completion: it reads a document being typed (unclosed strings and
 * brackets, missing values) into nodes with their positions, and says where a cursor is: on a
 * property name, or on a value, at which JSON path. A strict parser gives up on exactly the
 * documents an author asks for completion in.
 */

export type JsonNode =
  | { kind: 'object'; from: number; to: number; props: JsonProperty[] }
  | { kind: 'array'; from: number; to: number; items: JsonNode[] }
  | { kind: 'string'; from: number; to: number; value: string; closed: boolean }
  /** A number, true/false/null, or a bare word being typed (value undefined). */
  | { kind: 'literal'; from: number; to: number; value: unknown };

export interface JsonProperty {
  readonly key: string;
  /** The key's token: its string with quotes, or a bare word. */
  readonly keyNode: JsonNode;
  /** Offset of the colon, when typed. */
  colon?: number;
  value?: JsonNode;
}

type Token =
  | { type: '{' | '}' | '[' | ']' | ':' | ','; from: number; to: number }
  | { type: 'value'; node: JsonNode };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if ('{}[]:,'.includes(c)) {
      tokens.push({ type: c as '{', from: i, to: i + 1 });
      i++;
    } else if (c === '"') {
      // A string ends at its closing quote, or (unclosed while typed) at the end of the line.
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      const closed = text[j] === '"';
      const raw = text.slice(i, closed ? j + 1 : j);
      let value: string;
      try {
        value = JSON.parse(closed ? raw : `${raw}"`) as string;
      } catch {
        value = raw.slice(1, closed ? -1 : undefined);
      }
      const to = closed ? j + 1 : j;
      tokens.push({ type: 'value', node: { kind: 'string', from: i, to, value, closed } });
      i = to;
    } else {
      let j = i;
      while (j < text.length && !/[\s{}[\]:,"]/.test(text[j]!)) j++;
      const raw = text.slice(i, j);
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = undefined;
      }
      tokens.push({ type: 'value', node: { kind: 'literal', from: i, to: j, value } });
      i = j;
    }
  }
  return tokens;
}

/** Reads a document; undefined when it holds no value at all. */
export function parseTolerant(text: string): JsonNode | undefined {
  const tokens = tokenize(text);
  let at = 0;
  const value = (): JsonNode | undefined => {
    const token = tokens[at];
    if (!token) return undefined;
    if (token.type === 'value') {
      at++;
      return token.node;
    }
    if (token.type === '{') return object(token.from);
    if (token.type === '[') return array(token.from);
    return undefined;
  };
  const object = (from: number): JsonNode => {
    at++;
    const props: JsonProperty[] = [];
    for (;;) {
      const token = tokens[at];
      // Unclosed (or closed by the wrong bracket): it ends where its container does.
      if (!token || token.type === ']')
        return { kind: 'object', from, to: token?.from ?? text.length, props };
      if (token.type === '}') {
        at++;
        return { kind: 'object', from, to: token.to, props };
      }
      if (token.type === 'value') {
        at++;
        const keyNode = token.node;
        const key =
          keyNode.kind === 'string' ? keyNode.value : text.slice(keyNode.from, keyNode.to);
        const prop: JsonProperty = { key, keyNode };
        const colon = tokens[at];
        if (colon?.type === ':') {
          prop.colon = colon.from;
          at++;
          prop.value = value();
        }
        props.push(prop);
      } else if (token.type === '{' || token.type === '[') value();
      else at++;
    }
  };
  const array = (from: number): JsonNode => {
    at++;
    const items: JsonNode[] = [];
    for (;;) {
      const token = tokens[at];
      if (!token || token.type === '}')
        return { kind: 'array', from, to: token?.from ?? text.length, items };
      if (token.type === ']') {
        at++;
        return { kind: 'array', from, to: token.to, items };
      }
      if (token.type === ',' || token.type === ':') at++;
      else {
        // Every other token starts a value.
        const item = value();
        if (item) items.push(item);
      }
    }
  };
  return value();
}

/** The plain value of a node (an unfinished part reads as undefined). */
export function toValue(node: JsonNode | undefined): unknown {
  if (!node) return undefined;
  if (node.kind === 'object')
    return Object.fromEntries(node.props.map((p) => [p.key, toValue(p.value)]));
  if (node.kind === 'array') return node.items.map(toValue);
  return node.value;
}

export type PathSegment = string | number;

/** Where the cursor is. */
export interface Location {
  /** On a property name of the innermost object, or on a value (a property's, an array item). */
  readonly kind: 'key' | 'value';
  /** Path of the object (key) or of the value. */
  readonly path: readonly PathSegment[];
  /** The containers from the root down to the one holding the cursor. */
  readonly containers: readonly JsonNode[];
  /** The token under the cursor, which a completion replaces. */
  readonly token?: JsonNode;
  /** For a key: the property being named (if any). */
  readonly property?: JsonProperty;
}

/** Whether the cursor is in a scalar token: a bare word up to its end, a string in its quotes. */
const inside = (node: JsonNode, pos: number): boolean =>
  node.kind === 'string'
    ? pos > node.from && (pos < node.to || (!node.closed && pos === node.to))
    : node.kind === 'literal' && pos >= node.from && pos <= node.to;

/** Where `pos` is in `text` (read by {@link parseTolerant} into `root`). */
export function locate(
  text: string,
  root: JsonNode | undefined,
  pos: number,
): Location | undefined {
  if (!root) return undefined;
  const path: PathSegment[] = [];
  const containers: JsonNode[] = [];
  let node: JsonNode = root;
  for (;;) {
    if (node.kind === 'string' || node.kind === 'literal') return undefined;
    const closedAtEnd = text[node.to - 1] === (node.kind === 'object' ? '}' : ']');
    if (!(pos > node.from && (pos < node.to || (!closedAtEnd && pos <= node.to)))) return undefined;
    containers.push(node);
    let next: JsonNode | undefined;
    if (node.kind === 'object') {
      for (const prop of node.props) {
        if (inside(prop.keyNode, pos))
          return { kind: 'key', path, containers, token: prop.keyNode, property: prop };
        const v = prop.value;
        if (v && (v.kind === 'string' || v.kind === 'literal') && inside(v, pos))
          return { kind: 'value', path: [...path, prop.key], containers, token: v };
        if (v && (v.kind === 'object' || v.kind === 'array') && pos > v.from && pos <= v.to) {
          path.push(prop.key);
          next = v;
          break;
        }
      }
    } else {
      const index = node.items.findIndex((item) => pos > item.from && pos <= item.to);
      const item = node.items[index];
      if (item && (item.kind === 'string' || item.kind === 'literal'))
        return inside(item, pos)
          ? { kind: 'value', path: [...path, index], containers, token: item }
          : undefined;
      if (item) {
        path.push(index);
        next = item;
      }
    }
    if (next) {
      node = next;
      continue;
    }
    // Between tokens: the last character typed before the cursor says what comes next.
    const before = text.slice(node.from, pos).trimEnd();
    const last = before.at(-1);
    if (node.kind === 'array') {
      if (last !== '[' && last !== ',') return undefined;
      const index = node.items.filter((item) => item.to <= pos).length;
      return { kind: 'value', path: [...path, index], containers };
    }
    if (last === ':') {
      const colon = node.from + before.length - 1;
      const prop = node.props.find((p) => p.colon === colon);
      return prop ? { kind: 'value', path: [...path, prop.key], containers } : undefined;
    }
    return last === '{' || last === ',' ? { kind: 'key', path, containers } : undefined;
  }
}
