import { describe, expect, it } from "vitest";
import { booleanFromText, numberFromText } from "./field-text";

describe("numberFromText", () => {
  it("reads decimal numbers", () => {
    expect(numberFromText("12")).toBe(12);
    expect(numberFromText("-3.5")).toBe(-3.5);
    expect(numberFromText(".5")).toBe(0.5);
    expect(numberFromText("1e3")).toBe(1000);
  });
  it("refuses anything else", () => {
    for (const text of ["", "0x10", "Infinity", "1,5", "12 GHz", "NaN"])
      expect(numberFromText(text)).toBeUndefined();
  });
});

describe("booleanFromText", () => {
  it("reads yes/no, true/false and 1/0 in any case", () => {
    expect(booleanFromText("yes")).toBe(true);
    expect(booleanFromText("No")).toBe(false);
    expect(booleanFromText("TRUE")).toBe(true);
    expect(booleanFromText("0")).toBe(false);
    expect(booleanFromText("maybe")).toBeUndefined();
  });
});
