import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { readPassword } from "./read-password.server";

/** A terminal: raw mode recorded, keys typed once the prompt is listening. */
class FakeTerminal extends EventEmitter {
  isTTY = true;
  raw: boolean[] = [];
  constructor(private keys: string[]) {
    super();
  }
  setRawMode(mode: boolean) {
    this.raw.push(mode);
  }
  setEncoding() {}
  pause() {}
  resume() {
    const key = this.keys.shift();
    if (key !== undefined) setImmediate(() => this.emit("data", key));
  }
}

function screen() {
  const written: string[] = [];
  return { written, write: (text: string) => written.push(text) };
}

describe("readPassword on a terminal", () => {
  it("asks twice without echoing what is typed, and edits with backspace", async () => {
    const terminal = new FakeTerminal([
      "plum-harbor-27-lanternX\u007f\r",
      "plum-harbor-27-lantern\r",
    ]);
    const output = screen();
    await expect(readPassword(terminal, output)).resolves.toBe("plum-harbor-27-lantern");
    expect(output.written.join("")).toBe("Password (not shown): \nSame password again: \n");
    expect(terminal.raw).toEqual([true, false, true, false]);
  });

  it("refuses two different passwords", async () => {
    const terminal = new FakeTerminal(["plum-harbor-27-lantern\r", "plum-harbor-27-lanterm\r"]);
    await expect(readPassword(terminal, screen())).rejects.toThrow("the two passwords differ");
    expect(terminal.raw.at(-1)).toBe(false);
  });

  it("stops on Ctrl-C and leaves the terminal as it was", async () => {
    const terminal = new FakeTerminal(["plum\u0003"]);
    await expect(readPassword(terminal, screen())).rejects.toThrow("cancelled");
    expect(terminal.raw).toEqual([true, false]);
  });
});
