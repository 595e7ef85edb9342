import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/** package.json "imports": "#shared/*" → "shared", and so on. */
const subpathFolders = new Map(
  Object.entries(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).imports).map(
    ([key, target]) => [key.replace(/\*$/, ""), target.replace(/^\.\/|\/\*$/g, "")],
  ),
);

/**
 * An allow-list of the top-level folders a folder's modules may import, by relative path or
 * subpath (#app/...), resolved against the importing file; packages are not checked. Files
 * beside the code they test (*.test.ts) may also import the `testFilesAlso` folders.
 */
const folderBoundaries = {
  meta: { type: "problem", schema: [{ type: "object" }] },
  create(context) {
    const { testFilesAlso = [], ...allowed } = context.options[0];
    const relativeFile = path.relative(root, context.filename);
    const folder = relativeFile.split(path.sep)[0];
    const isTest = /\.test\.tsx?$/.test(relativeFile);
    const mayImport = [...(allowed[folder] ?? []), ...(isTest ? testFilesAlso : [])];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      let target;
      for (const [prefix, targetFolder] of subpathFolders) {
        if (specifier.startsWith(prefix)) target = targetFolder;
      }
      if (specifier.startsWith(".")) {
        const resolved = path.relative(
          root,
          path.resolve(path.dirname(context.filename), specifier),
        );
        target = resolved.split(path.sep)[0];
      }
      if (target === undefined || mayImport.includes(target)) return;
      context.report({
        node: node.source,
        message: `${folder}/ may import ${mayImport.map((f) => `${f}/`).join(", ")} and packages, not ${target}/ ("${specifier}"; docs/decisions/0031).`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // import("…").Type in a type position.
      TSImportType: (node) => check({ source: node.source ?? node.argument?.literal }),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      // React Router loaders throw Responses (404, redirects) by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "lib", name: "Response" }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests index into fixtures they just built; an assertion there is a test failure, not a crash.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Stand-ins for third-party scripts, served to the browser in end-to-end tests.
    files: ["tests/e2e/support/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain JavaScript build scripts and configs are not part of the typed program.
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Which top-level folders each may import (relative or #subpath); packages are free.
    files: ["{app,shared,server,scripts,bench}/**/*.{ts,tsx}"],
    plugins: { site: { rules: { "folder-boundaries": folderBoundaries } } },
    rules: {
      "site/folder-boundaries": [
        "error",
        {
          app: ["app", "shared"],
          shared: ["shared"],
          server: ["server", "shared"],
          scripts: ["scripts", "server", "shared"],
          bench: ["bench", "server", "shared", "tests"],
          testFilesAlso: ["tests"],
        },
      ],
    },
  },
);
