import { describe, expect, it } from "vitest";
import { busyMessage } from "./busy-message";

describe("busyMessage", () => {
  it("answers in the language of the page asked for, English otherwise", () => {
    expect(busyMessage("/de/cpus?q=x")).toBe(
      "Der Server ist ausgelastet. Versuchen Sie es in ein paar Sekunden erneut.\n",
    );
    expect(busyMessage("/fr")).toBe("Le serveur est occupé. Réessayez dans quelques secondes.\n");
    expect(busyMessage("/cpus")).toBe("The server is busy. Try again in a few seconds.\n");
    // A CPU id that starts like a language is not one.
    expect(busyMessage("/deals")).toBe("The server is busy. Try again in a few seconds.\n");
    expect(busyMessage(undefined)).toBe("The server is busy. Try again in a few seconds.\n");
  });
});
