import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Loaders and actions get the request as it came (v8_passThroughRequests): a client
    // navigation's request.url ends in `.data` and carries `_routes`, so a page's address is
    // read from the `url` argument instead (decision 023, tenth pass).
    // The API's resource routes have no `.data` requests.
    files: ["app/routes/**", "app/modules/**/*.server.ts"],
    ignores: ["app/routes/api/**", "app/modules/api/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.name='URL'] > MemberExpression.arguments:first-child[property.name='url'][object.name='request']",
          message:
            "Read the page's address from the loader's `url` argument: request.url is the request as it came (`.data`, `_routes`).",
        },
      ],
    },
  },
);
