import fs from "node:fs";
import path from "node:path";
import { parseAst } from "vite";

// The text a person may read in a TypeScript or TSX source: its string literals, template
// literals (each `${…}` as "{}") and JSX text, with the line each starts on. Left out: what is
// code, not copy (import paths, object keys, type literals, comparisons and switch cases, tagged
// templates such as sql`…`, and JSX attributes that hold no text such as className or href).

export interface SourceText {
  text: string;
  line: number;
}

/**
 * JSX attributes that hold markup, not words: every other attribute (children, aria-label, title,
 * alt, placeholder, and a component's own text props such as busyLabel or emptyMessage) is read.
 */
const MARKUP_ATTRIBUTES = new Set([
  "className",
  "id",
  "key",
  "href",
  "to",
  "src",
  "srcSet",
  "sizes",
  "htmlFor",
  "name",
  "type",
  "role",
  "method",
  "action",
  "target",
  "rel",
  "lang",
  "dir",
  "style",
  "width",
  "height",
  "viewBox",
  "d",
  "x",
  "y",
  "rx",
  "ry",
  "cx",
  "cy",
  "r",
  "fill",
  "stroke",
  "transform",
  "loading",
  "decoding",
  "fetchPriority",
  "inputMode",
  "autoComplete",
  "encType",
  "accept",
  "pattern",
  "min",
  "max",
  "step",
  "dateTime",
  "variant",
  "size",
  "tone",
  "as",
  "prefetch",
  "popover",
  "popoverTarget",
  "popoverTargetAction",
  "value",
  "defaultValue",
  "charSet",
  "httpEquiv",
  "property",
  "media",
  "integrity",
  "crossOrigin",
]);

const isMarkupAttribute = (name: string) =>
  MARKUP_ATTRIBUTES.has(name) ||
  (/^(data|aria)-/.test(name) &&
    !["aria-label", "aria-description", "aria-roledescription", "aria-valuetext"].includes(name)) ||
  /(Id|Ids|Class|ClassName|Href|Src|Variant|Size|Tone|Intent)$/.test(name);

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Strings that are identifiers or values in code ("cancelled", "credit-cards", "aria-live"). */
const CODE_LIKE = /^[a-z][a-z0-9]*(?:[_.:/-][a-z0-9]+)*$/;

export function sourceTexts(source: string, file: string): SourceText[] {
  const lang = file.endsWith(".tsx") ? "tsx" : "ts";
  const ast = parseAst(source, { lang }) as unknown as Node;
  const lineStarts = [0];
  for (let i = 0; i < source.length; i += 1) if (source[i] === "\n") lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found: SourceText[] = [];
  const add = (text: string, node: Node) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean === "" || CODE_LIKE.test(clean)) return;
    found.push({ text: clean, line: lineOf(node.start) });
  };

  const visit = (node: Node, parent: Node | null, key: string) => {
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportAllDeclaration":
      case "ImportExpression":
      case "TSLiteralType":
      case "TSImportType":
      case "TSModuleDeclaration":
      case "TaggedTemplateExpression":
      case "SwitchCase":
        if (node.type === "SwitchCase") {
          for (const child of (node.consequent as Node[]) ?? []) visit(child, node, "consequent");
        }
        return;
      case "JSXAttribute": {
        const name = (node.name as Node & { name?: unknown }).name;
        if (typeof name !== "string" || isMarkupAttribute(name)) return;
        break;
      }
      case "BinaryExpression": {
        const operator = node.operator as string;
        if (["===", "!==", "==", "!=", "in", "instanceof"].includes(operator)) return;
        break;
      }
      case "Literal":
        if (typeof node.value === "string") {
          const isKey = parent?.type === "Property" && key === "key" && !parent.computed;
          const isSource =
            key === "source" || parent?.type === "ExportSpecifier" || parent?.type === "ImportSpecifier";
          if (!isKey && !isSource && !(parent?.type === "ExpressionStatement" && key === "expression")) {
            add(node.value, node);
          }
        }
        return;
      case "TemplateLiteral": {
        const quasis = node.quasis as (Node & { value: { cooked: string | null } })[];
        add(quasis.map((quasi) => quasi.value.cooked ?? "").join("{}"), node);
        for (const expression of node.expressions as Node[]) visit(expression, node, "expressions");
        return;
      }
      case "JSXText":
        add(String(node.value), node);
        return;
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (childKey === "type" || childKey === "start" || childKey === "end") continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, node, childKey);
      } else if (isNode(value)) {
        visit(value, node, childKey);
      }
    }
  };
  visit(ast, null, "");
  return found;
}

/** Every .ts/.tsx file (tests left out) under the given repository folders or files. */
export function sourceFiles(root: string, entries: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) walk(path.posix.join(relative, entry));
    } else if (/\.tsx?$/.test(relative) && !/\.(test|d)\.tsx?$/.test(relative)) {
      files.push(relative);
    }
  };
  for (const entry of entries) walk(entry);
  return [...new Set(files)];
}
