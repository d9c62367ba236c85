import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script.ts";
import { SCRIPT as SESSION_WARNING } from "./session/session-warning-page.tsx";

// Every script the pages sent without React inline (docs/decisions/0049, 0055) is one
// classic script: no `import` or `export` left (a classic script cannot have them: the page's
// script would not run at all), and it compiles.

const SCRIPTS = {
  SESSION_WARNING,
};

describe("inlineScript", () => {
  it("puts the helpers first, without their imports and exports, around the page's code", () => {
    const helper = 'import { b } from "./b.js";\nexport function a() {\n  return b();\n}\n';
    const other = "/** doc */\nexport function b() {\n  return 1;\n}\n";
    const page = 'import { a } from "./a.js";\n// says what it does\na();\n';
    expect(inlineScript(page, helper, other)).toBe(
      "(()=>{function a() {\nreturn b();\n}\n\nfunction b() {\nreturn 1;\n}\n\na();\n})();",
    );
  });

  it("leaves out an import written over several lines", () => {
    const page = 'import {\n  a,\n  b,\n} from "./a.js";\na(b);\n';
    expect(inlineScript(page)).toBe("(()=>{\na(b);\n})();");
  });

  it.each(Object.entries(SCRIPTS))("%s is a classic script that compiles", (_name, script) => {
    expect(script.length).toBeGreaterThan(300);
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(() => new Function(script)).not.toThrow();
  });
});
