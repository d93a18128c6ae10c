import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { NAMESPACES } from "./message-keys";
import { MESSAGES } from "./messages.server";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Plural forms a language may add beyond English's one/other (e.g. "many" in French). */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe.each(LANGUAGES.filter((lang) => lang !== "en"))("messages in %s", (lang) => {
  it.each(NAMESPACES)(
    "namespace %s has every English message, translated, with the same placeholders",
    (ns) => {
      const english = MESSAGES.en[ns];
      const translated = MESSAGES[lang][ns];
      expect(Object.keys(english).length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const [key, text] of Object.entries(english)) {
        const other = translated[key];
        if (other === undefined) problems.push(`${key}: missing`);
        else if (other.trim() === "") problems.push(`${key}: empty`);
        else if (placeholders(other).join() !== placeholders(text).join())
          problems.push(
            `${key}: placeholders ${placeholders(other).join()} instead of ${placeholders(text).join()}`,
          );
      }
      for (const key of Object.keys(translated)) {
        if (!(key in english) && !(`${baseKey(key)}_other` in english))
          problems.push(`${key}: not an English message`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("English messages", () => {
  it.each(NAMESPACES)("namespace %s: keys carry the namespace and no message is empty", (ns) => {
    for (const [key, text] of Object.entries(MESSAGES.en[ns])) {
      expect(key.startsWith(`${ns}.`), key).toBe(true);
      expect(text.trim(), key).not.toBe("");
    }
  });
});
