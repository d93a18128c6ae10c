import { z } from "zod";

/**
 * Control characters in text a client sends. PostgreSQL refuses U+0000 in a text column (the
 * statement fails, which used to surface as a 500 or a 503), and the other C0 controls (U+0001
 * to U+001F) have no business in a name, an address or a message: they are refused where the
 * text is validated, with a message naming the character, so nothing is stored and the client
 * learns what to fix. Tab is allowed everywhere; line feed and carriage return only in text
 * that may span lines (a message, a description).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u0008\u000a-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export interface TextRules {
  /** Line feeds and carriage returns are allowed (multi-line text). */
  multiline?: boolean;
}

/** The first refused control character in `text` as `U+0000`, or null when there is none. */
export function controlCharacterIn(
  text: string,
  { multiline = false }: TextRules = {},
): string | null {
  const found = (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).exec(text);
  if (!found) return null;
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The English message for APIs, CSV and the admin panel: `contains a control character (U+0000)`. */
export function controlCharacterMessage(character: string): string {
  return `contains a control character (${character}), which is not allowed`;
}

/**
 * A zod check refusing control characters (see above), for any string schema. `message`
 * makes the issue's message from the character found (`U+0000`); it defaults to the English
 * one. The character is also in the issue's `params.character`, for translated messages.
 */
export function noControlCharacters(
  rules: TextRules & { message?: (character: string) => string } = {},
) {
  const message = rules.message ?? controlCharacterMessage;
  return (text: string, ctx: z.RefinementCtx) => {
    const character = controlCharacterIn(text, rules);
    if (character !== null)
      ctx.addIssue({ code: "custom", message: message(character), params: { character } });
  };
}

/** A string without refused control characters (see above). */
export function plainString(rules: TextRules & { message?: (character: string) => string } = {}) {
  return z.string().superRefine(noControlCharacters(rules));
}
