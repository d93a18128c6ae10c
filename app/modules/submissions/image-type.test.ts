import { describe, expect, it } from "vitest";
import { extensionOf, imageTypeOf } from "./image-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe("imageTypeOf", () => {
  it("recognises PNG, JPEG, GIF and WebP by their signatures", () => {
    expect(imageTypeOf(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe(
      "image/png",
    );
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(imageTypeOf(bytes("GIF87a"))).toBe("image/gif");
    expect(imageTypeOf(bytes("GIF89a"))).toBe("image/gif");
    expect(imageTypeOf(bytes("RIFF", [1, 2, 3, 4], "WEBP"))).toBe("image/webp");
  });

  it("refuses other content whatever it would be called", () => {
    expect(imageTypeOf(bytes("hello, world"))).toBeNull();
    expect(imageTypeOf(bytes("%PDF-1.7"))).toBeNull();
    expect(imageTypeOf(bytes("<svg xmlns"))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(imageTypeOf(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeNull();
    // Too short to carry a whole signature.
    expect(imageTypeOf(bytes([0x89], "PN"))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it("names stored files by type", () => {
    expect(extensionOf("image/jpeg")).toBe("jpg");
    expect(extensionOf("image/webp")).toBe("webp");
  });
});
