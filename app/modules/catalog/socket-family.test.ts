import { describe, expect, it } from "vitest";
import { inSocketFamily, socketFamilies, socketFamilyOptions } from "./socket-family";

describe("socket families", () => {
  it("makes a socket and its revisions one family", () => {
    expect(socketFamilies("FP7, FP7r2")).toEqual(["FP7"]);
    expect(socketFamilies("FP7r2")).toEqual(["FP7"]);
    expect(socketFamilies("AM5")).toEqual(["AM5"]);
  });

  it("gives each socket a part fits, once", () => {
    expect(socketFamilies("FP7, FP7r2, FP8")).toEqual(["FP7", "FP8"]);
  });

  it("keeps sockets whose names end in a capital R and digit", () => {
    expect(socketFamilies("sTR4")).toEqual(["sTR4"]);
    expect(socketFamilies("sTRX4")).toEqual(["sTRX4"]);
  });

  it("has no family for an unpublished socket", () => {
    expect(socketFamilies(null)).toEqual([]);
    expect(socketFamilies("")).toEqual([]);
  });

  it("offers one clean list, in name order, without revision or combined values", () => {
    expect(
      socketFamilyOptions(["FP7, FP7r2", "FP7", "FP7, FP7r2, FP8", "AM5", "AM4", null, "FP8"]),
    ).toEqual(["AM4", "AM5", "FP7", "FP8"]);
  });

  it("matches a CPU to every family its socket names", () => {
    expect(inSocketFamily("FP7, FP7r2, FP8", "FP8")).toBe(true);
    expect(inSocketFamily("FP7, FP7r2", "FP7")).toBe(true);
    expect(inSocketFamily("AM5", "AM4")).toBe(false);
    expect(inSocketFamily(null, "AM5")).toBe(false);
  });
});
