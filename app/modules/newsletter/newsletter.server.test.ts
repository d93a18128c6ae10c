import { describe, expect, it } from "vitest";
import { postedNewsletterEmail } from "./newsletter.server";

const posted = (...emails: string[]) => {
  const form = new FormData();
  form.set("returnTo", "/cpus");
  for (const email of emails) form.append("email", email);
  return form;
};

describe("postedNewsletterEmail", () => {
  it("reads the address trimmed and in lower case", () => {
    expect(postedNewsletterEmail(posted("  Ada@Example.COM "))).toBe("ada@example.com");
  });

  it("has none for a missing, empty, malformed or control-character address, or two of them", () => {
    expect(postedNewsletterEmail(posted())).toBeNull();
    expect(postedNewsletterEmail(posted(""))).toBeNull();
    expect(postedNewsletterEmail(posted("ada@"))).toBeNull();
    expect(postedNewsletterEmail(posted("a\u0000@example.com"))).toBeNull();
    expect(postedNewsletterEmail(posted("a@example.com", "b@example.com"))).toBeNull();
  });
});
